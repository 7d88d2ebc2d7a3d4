//! Hash maps keyed by small integer ids (timer ids, durations), with a cheap
//! multiplicative hash instead of SipHash: the keys come from the host, not from an
//! attacker, and these maps are on every timer's path.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A Fibonacci-hashing hasher for integer keys.
#[derive(Default, Clone, Copy)]
pub struct IdHasher(u64);

impl Hasher for IdHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// A `HashMap` for integer ids.
pub type IdMap<K, V> = HashMap<K, V, BuildHasherDefault<IdHasher>>;
