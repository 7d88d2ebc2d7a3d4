//! The byte work behind `node:crypto` and the `crypto` global: hashing, HMAC and random
//! bytes (well-kept crates do the work; `TextDecoder`'s decoders are the engine's
//! `web_ops`, shared with the browser host). Engine-free apart from the ops at the bottom; a [`CryptoJob`] is what
//! a thread-pool request carries (`crypto.randomBytes(n, cb)`, `subtle.digest`, which
//! Node runs on libuv's pool too).

use evloop_engine::{OpCx, OpError, OpFn, OpResult, Val};
use hmac::{Hmac, Mac};
use sha2::Digest;

/// Work Node hands to libuv's thread pool for crypto (`uv_queue_work`).
#[derive(Debug, Clone)]
pub enum CryptoJob {
    /// `len` random bytes.
    RandomBytes { len: usize },
    /// A digest of `data` with algorithm `alg` (Node's names: `sha256`, `md5`, …).
    Digest { alg: String, data: Vec<u8> },
    /// `crypto.pbkdf2`: PBKDF2 with HMAC-`digest` (the arguments checked by the caller).
    Pbkdf2 {
        digest: String,
        password: Vec<u8>,
        salt: Vec<u8>,
        iterations: u32,
        keylen: usize,
    },
    /// `crypto.scrypt`: `N = 2^log_n` (the caller checked the parameters).
    Scrypt {
        password: Vec<u8>,
        salt: Vec<u8>,
        log_n: u8,
        r: u32,
        p: u32,
        keylen: usize,
    },
    /// `crypto.hkdf`: extract and expand with HMAC-`digest`.
    Hkdf {
        digest: String,
        ikm: Vec<u8>,
        salt: Vec<u8>,
        info: Vec<u8>,
        keylen: usize,
    },
}

/// What one HMAC block of PBKDF2 costs node 20 (OpenSSL 3) on one core of these machines,
/// by digest, in nanoseconds per iteration: the CPU time of `pbkdf2Sync` in real node, the
/// least of several runs (`scripts/measure-crypto`). The pool model charges a request this
/// much CPU time.
fn pbkdf2_block_ns(digest: &str) -> u64 {
    match canonical(digest) {
        Some("md5") => 294,
        Some("sha1") | Some("sha224") | Some("sha256") => 202,
        _ => 474,
    }
}

/// What scrypt costs node 20 per unit of `N * r * p` (nanoseconds of CPU time), measured
/// as [`pbkdf2_block_ns`] is.
const SCRYPT_UNIT_NS: u64 = 286;

impl CryptoJob {
    pub fn name(&self) -> &'static str {
        match self {
            CryptoJob::RandomBytes { .. } => "randomBytes",
            CryptoJob::Digest { .. } => "digest",
            CryptoJob::Pbkdf2 { .. } => "pbkdf2",
            CryptoJob::Scrypt { .. } => "scrypt",
            CryptoJob::Hkdf { .. } => "hkdf",
        }
    }

    /// The virtual time the job keeps a thread of the pool (or the main thread, for the
    /// `*Sync` forms) busy; 0 for the jobs that take microseconds.
    pub fn cost_ns(&self) -> u64 {
        match self {
            CryptoJob::Pbkdf2 {
                digest,
                iterations,
                keylen,
                ..
            } => {
                let len = digest_len(digest).unwrap_or(64);
                let blocks = keylen.div_ceil(len) as u64;
                blocks * (*iterations as u64) * pbkdf2_block_ns(digest)
            }
            CryptoJob::Scrypt { log_n, r, p, .. } => {
                (1u64 << log_n) * (*r as u64) * (*p as u64) * SCRYPT_UNIT_NS
            }
            _ => 0,
        }
    }

    pub fn run(self) -> Vec<u8> {
        match self {
            CryptoJob::RandomBytes { len } => random(len),
            CryptoJob::Digest { alg, data } => digest(&alg, &data).unwrap_or_default(),
            CryptoJob::Pbkdf2 {
                digest,
                password,
                salt,
                iterations,
                keylen,
            } => pbkdf2(&digest, &password, &salt, iterations, keylen).unwrap_or_default(),
            CryptoJob::Scrypt {
                password,
                salt,
                log_n,
                r,
                p,
                keylen,
            } => scrypt(&password, &salt, log_n, r, p, keylen).unwrap_or_default(),
            CryptoJob::Hkdf {
                digest,
                ikm,
                salt,
                info,
                keylen,
            } => hkdf(&digest, &ikm, &salt, &info, keylen).unwrap_or_default(),
        }
    }
}

/// Node's name for an algorithm spelled any way OpenSSL accepts (`SHA256`, `sha-256`,
/// `RSA-SHA256`).
fn canonical(alg: &str) -> Option<&'static str> {
    let lower = alg.to_ascii_lowercase();
    let bare = lower.strip_prefix("rsa-").unwrap_or(&lower);
    Some(match bare {
        "md5" => "md5",
        "sha1" | "sha-1" => "sha1",
        "sha224" | "sha-224" | "sha2-224" => "sha224",
        "sha256" | "sha-256" | "sha2-256" => "sha256",
        "sha384" | "sha-384" | "sha2-384" => "sha384",
        "sha512" | "sha-512" | "sha2-512" => "sha512",
        _ => return None,
    })
}

pub fn digest(alg: &str, data: &[u8]) -> Option<Vec<u8>> {
    Some(match canonical(alg)? {
        "md5" => md5::Md5::digest(data).to_vec(),
        "sha1" => sha1::Sha1::digest(data).to_vec(),
        "sha224" => sha2::Sha224::digest(data).to_vec(),
        "sha256" => sha2::Sha256::digest(data).to_vec(),
        "sha384" => sha2::Sha384::digest(data).to_vec(),
        _ => sha2::Sha512::digest(data).to_vec(),
    })
}

fn hmac_with<M: Mac + hmac::digest::KeyInit>(key: &[u8], data: &[u8]) -> Vec<u8> {
    // HMAC takes a key of any length.
    let mut mac = <M as hmac::digest::KeyInit>::new_from_slice(key).expect("any key length");
    mac.update(data);
    mac.finalize().into_bytes().to_vec()
}

pub fn hmac(alg: &str, key: &[u8], data: &[u8]) -> Option<Vec<u8>> {
    Some(match canonical(alg)? {
        "md5" => hmac_with::<Hmac<md5::Md5>>(key, data),
        "sha1" => hmac_with::<Hmac<sha1::Sha1>>(key, data),
        "sha224" => hmac_with::<Hmac<sha2::Sha224>>(key, data),
        "sha256" => hmac_with::<Hmac<sha2::Sha256>>(key, data),
        "sha384" => hmac_with::<Hmac<sha2::Sha384>>(key, data),
        _ => hmac_with::<Hmac<sha2::Sha512>>(key, data),
    })
}

/// The output length of a digest, in bytes.
pub fn digest_len(alg: &str) -> Option<usize> {
    Some(match canonical(alg)? {
        "md5" => 16,
        "sha1" => 20,
        "sha224" => 28,
        "sha256" => 32,
        "sha384" => 48,
        _ => 64,
    })
}

pub fn pbkdf2(alg: &str, password: &[u8], salt: &[u8], rounds: u32, len: usize) -> Option<Vec<u8>> {
    use pbkdf2::pbkdf2_hmac;
    let mut out = vec![0u8; len];
    match canonical(alg)? {
        "md5" => pbkdf2_hmac::<md5::Md5>(password, salt, rounds, &mut out),
        "sha1" => pbkdf2_hmac::<sha1::Sha1>(password, salt, rounds, &mut out),
        "sha224" => pbkdf2_hmac::<sha2::Sha224>(password, salt, rounds, &mut out),
        "sha256" => pbkdf2_hmac::<sha2::Sha256>(password, salt, rounds, &mut out),
        "sha384" => pbkdf2_hmac::<sha2::Sha384>(password, salt, rounds, &mut out),
        _ => pbkdf2_hmac::<sha2::Sha512>(password, salt, rounds, &mut out),
    }
    Some(out)
}

/// scrypt with `N = 2^log_n`; None for parameters the crate refuses (the caller checks
/// them first, as OpenSSL does).
pub fn scrypt(
    password: &[u8],
    salt: &[u8],
    log_n: u8,
    r: u32,
    p: u32,
    len: usize,
) -> Option<Vec<u8>> {
    if len == 0 {
        return Some(Vec::new());
    }
    let params = scrypt::Params::new(log_n, r, p, len.clamp(10, 64)).ok()?;
    let mut out = vec![0u8; len];
    scrypt::scrypt(password, salt, &params, &mut out).ok()?;
    Some(out)
}

fn hkdf_with<H>(ikm: &[u8], salt: &[u8], info: &[u8], len: usize) -> Option<Vec<u8>>
where
    H: hmac::digest::Digest + hmac::digest::core_api::BlockSizeUser + Clone,
{
    let mut out = vec![0u8; len];
    hkdf::SimpleHkdf::<H>::new(Some(salt), ikm)
        .expand(info, &mut out)
        .ok()?;
    Some(out)
}

/// HKDF (RFC 5869); None when `len` is over 255 blocks of the digest.
pub fn hkdf(alg: &str, ikm: &[u8], salt: &[u8], info: &[u8], len: usize) -> Option<Vec<u8>> {
    match canonical(alg)? {
        "md5" => hkdf_with::<md5::Md5>(ikm, salt, info, len),
        "sha1" => hkdf_with::<sha1::Sha1>(ikm, salt, info, len),
        "sha224" => hkdf_with::<sha2::Sha224>(ikm, salt, info, len),
        "sha256" => hkdf_with::<sha2::Sha256>(ikm, salt, info, len),
        "sha384" => hkdf_with::<sha2::Sha384>(ikm, salt, info, len),
        _ => hkdf_with::<sha2::Sha512>(ikm, salt, info, len),
    }
}

pub fn random(len: usize) -> Vec<u8> {
    let mut buf = vec![0u8; len];
    // The kernel's generator does not fail once the system has booted; should it, the
    // bytes would stay zero rather than take the process down.
    let _ = getrandom::fill(&mut buf);
    buf
}

pub(crate) fn crypto_ops() -> Vec<(&'static str, OpFn)> {
    vec![
        ("cryptoDigest", op_crypto_digest),
        ("cryptoHmac", op_crypto_hmac),
        ("cryptoRandom", op_crypto_random),
    ]
}

/// `cryptoDigest(alg, bytes)`: a `Buffer` with the digest, or undefined for an
/// algorithm evloop does not have.
fn op_crypto_digest(cx: &mut OpCx<'_>) -> OpResult {
    let alg = cx.str(0).unwrap_or_default();
    let data = cx.bytes(1).unwrap_or_default();
    Ok(digest(&alg, &data).map_or(Val::Undefined, Val::Buffer))
}

/// `cryptoHmac(alg, key, bytes)`: a `Buffer` with the HMAC, or undefined.
fn op_crypto_hmac(cx: &mut OpCx<'_>) -> OpResult {
    let alg = cx.str(0).unwrap_or_default();
    let key = cx.bytes(1).unwrap_or_default();
    let data = cx.bytes(2).unwrap_or_default();
    Ok(hmac(&alg, &key, &data).map_or(Val::Undefined, Val::Buffer))
}

/// `cryptoRandom(n)`: a `Buffer` of `n` random bytes.
fn op_crypto_random(cx: &mut OpCx<'_>) -> OpResult {
    let n = cx.num(0);
    if !(0.0..=2_147_483_647.0).contains(&n) {
        return Err(OpError::Type("evloop: bad random length".into()));
    }
    Ok(Val::Buffer(random(n as usize)))
}
