//! A min-heap of keyed entries with removal and re-keying, for timer lists and deadlines.
//!
//! Entries are ordered by `K` (a host chooses it: `(deadline, insertion seq)` for HTML
//! timers, `(expiry, list id)` for Node's timer lists). Removal is lazy: a removed or
//! re-keyed entry stays in the binary heap as a stale record and is skipped when it
//! reaches the top, so every operation is O(log n).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::IdMap;
use std::hash::Hash;

#[derive(Debug)]
pub struct MinHeap<K: Ord + Copy, V: Eq + Hash + Copy + Ord> {
    heap: BinaryHeap<Reverse<(K, V)>>,
    /// The live key of each entry; heap records whose key differs are stale.
    live: IdMap<V, K>,
}

impl<K: Ord + Copy, V: Eq + Hash + Copy + Ord> Default for MinHeap<K, V> {
    fn default() -> Self {
        MinHeap {
            heap: BinaryHeap::new(),
            live: IdMap::default(),
        }
    }
}

impl<K: Ord + Copy, V: Eq + Hash + Copy + Ord> MinHeap<K, V> {
    pub fn new() -> Self {
        Self::default()
    }

    /// Inserts `value` with `key`, replacing its previous key if it was present.
    pub fn insert(&mut self, key: K, value: V) {
        self.live.insert(value, key);
        self.heap.push(Reverse((key, value)));
    }

    pub fn remove(&mut self, value: V) -> Option<K> {
        self.live.remove(&value)
    }

    pub fn contains(&self, value: V) -> bool {
        self.live.contains_key(&value)
    }

    pub fn key_of(&self, value: V) -> Option<K> {
        self.live.get(&value).copied()
    }

    pub fn len(&self) -> usize {
        self.live.len()
    }

    pub fn is_empty(&self) -> bool {
        self.live.is_empty()
    }

    fn drop_stale(&mut self) {
        while let Some(Reverse((k, v))) = self.heap.peek() {
            if self.live.get(v) == Some(k) {
                return;
            }
            self.heap.pop();
        }
    }

    /// The smallest live entry.
    pub fn peek(&mut self) -> Option<(K, V)> {
        self.drop_stale();
        self.heap.peek().map(|Reverse(e)| *e)
    }

    pub fn pop(&mut self) -> Option<(K, V)> {
        self.drop_stale();
        let Reverse((k, v)) = self.heap.pop()?;
        self.live.remove(&v);
        Some((k, v))
    }

    /// Live entries in order (for display: `.queues` in the REPL, diagnostics).
    pub fn sorted(&self) -> Vec<(K, V)> {
        let mut all: Vec<(K, V)> = self.live.iter().map(|(v, k)| (*k, *v)).collect();
        all.sort();
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orders_by_key_then_value_and_skips_removed() {
        let mut h = MinHeap::new();
        h.insert((5, 2), 'b');
        h.insert((5, 1), 'a');
        h.insert((1, 9), 'c');
        h.remove('c');
        assert_eq!(h.pop(), Some(((5, 1), 'a')));
        h.insert((0, 0), 'b'); // re-key
        assert_eq!(h.pop(), Some(((0, 0), 'b')));
        assert_eq!(h.pop(), None);
    }
}
