//! node:os's questions to the machine (Node's `internalBinding('os')`): what libuv's
//! `uv_os_uname`, `uv_os_gethostname`, `uv_uptime`, `uv_loadavg`, the memory counters,
//! `uv_cpu_info`, `uv_interface_addresses`, `uv_os_get/setpriority` and
//! `uv_os_get_passwd` answer on Linux, read the way libuv 1.46 reads them. Without the
//! `native` feature (the web build) there is no machine to ask: fixed, plausible answers
//! stand in (see `web` below).

use evloop_engine::{OpCx, OpFn, OpResult, Val};

#[cfg(feature = "native")]
use native as machine;
#[cfg(not(feature = "native"))]
use web as machine;

/// The machine the ops describe: the real one, or under `--sandbox` (and in the web
/// build) the fixed one of `web` below, so a stranger's script learns nothing of it.
macro_rules! ask {
    ($cx:expr, $f:ident ( $($arg:expr),* )) => {
        if crate::permission_ops::sandboxed($cx) {
            web::$f($($arg),*)
        } else {
            machine::$f($($arg),*)
        }
    };
}

use crate::uv::UvError;

pub(crate) fn os_ops() -> Vec<(&'static str, OpFn)> {
    vec![
        ("osUname", op_uname),
        ("osHostname", op_hostname),
        ("osUptime", op_uptime),
        ("osLoadavg", op_loadavg),
        ("osFreeMemory", op_free_memory),
        ("osTotalMemory", op_total_memory),
        ("osAvailableParallelism", op_available_parallelism),
        ("osCpus", op_cpus),
        ("osInterfaces", op_interfaces),
        ("osGetPriority", op_get_priority),
        ("osSetPriority", op_set_priority),
        ("osUserInfo", op_user_info),
    ]
}

/// One logical CPU as `uv_cpu_info` gives it: times in milliseconds.
pub(crate) struct Cpu {
    model: String,
    speed_mhz: u64,
    /// user, nice, sys, idle, irq.
    times_ms: [u64; 5],
}

/// One address of a network interface (`uv_interface_address_t`).
pub(crate) struct Address {
    name: String,
    address: String,
    netmask: String,
    ipv6: bool,
    mac: [u8; 6],
    internal: bool,
    /// An IPv6 address's `sin6_scope_id`.
    scope_id: Option<u32>,
}

/// The effective user's `/etc/passwd` entry; names are bytes, as the system keeps them.
pub(crate) struct Passwd {
    uid: u32,
    gid: u32,
    username: Vec<u8>,
    homedir: Vec<u8>,
    shell: Vec<u8>,
}

/// A fallible answer as os.js reads it: `[null, value]`, or `[[code, errno, message]]`
/// (what Node's binding puts on its `ctx` for the SystemError).
fn answer(result: Result<Val, UvError>) -> Val {
    match result {
        Ok(v) => Val::List(vec![Val::Null, v]),
        Err(e) => Val::List(vec![Val::List(vec![
            Val::Str(e.code.to_string()),
            Val::Num(f64::from(e.errno)),
            Val::Str(e.message.to_string()),
        ])]),
    }
}

/// `osUname()`: `[sysname, version, release, machine]`, Node's `getOSInformation`.
fn op_uname(cx: &mut OpCx<'_>) -> OpResult {
    Ok(Val::List(
        ask!(cx, uname()).into_iter().map(Val::Str).collect(),
    ))
}

fn op_hostname(cx: &mut OpCx<'_>) -> OpResult {
    Ok(answer(ask!(cx, hostname()).map(Val::Str)))
}

/// `osUptime()`: seconds since boot, with `/proc/uptime`'s fraction.
fn op_uptime(cx: &mut OpCx<'_>) -> OpResult {
    Ok(answer(ask!(cx, uptime()).map(Val::Num)))
}

fn op_loadavg(cx: &mut OpCx<'_>) -> OpResult {
    Ok(Val::List(
        ask!(cx, loadavg()).into_iter().map(Val::Num).collect(),
    ))
}

/// `osFreeMemory()`: bytes available (`MemAvailable`), as `uv_get_free_memory`.
fn op_free_memory(cx: &mut OpCx<'_>) -> OpResult {
    Ok(Val::Num(ask!(cx, free_memory()) as f64))
}

fn op_total_memory(cx: &mut OpCx<'_>) -> OpResult {
    Ok(Val::Num(ask!(cx, total_memory()) as f64))
}

/// `osAvailableParallelism()`: `uv_available_parallelism`, the CPUs of this process's
/// affinity mask.
fn op_available_parallelism(cx: &mut OpCx<'_>) -> OpResult {
    Ok(Val::Num(f64::from(ask!(cx, available_parallelism()))))
}

/// `osCpus()`: `[model, speed, user, nice, sys, idle, irq, ...]` per CPU, undefined when
/// `/proc/stat` cannot be read (Node's `getCPUs`).
fn op_cpus(cx: &mut OpCx<'_>) -> OpResult {
    let Ok(cpus) = ask!(cx, cpus()) else {
        return Ok(Val::Undefined);
    };
    let mut out = Vec::with_capacity(cpus.len() * 7);
    for cpu in cpus {
        out.push(Val::Str(cpu.model));
        out.push(Val::Num(cpu.speed_mhz as f64));
        out.extend(cpu.times_ms.iter().map(|&t| Val::Num(t as f64)));
    }
    Ok(Val::List(out))
}

/// `osInterfaces()`: `[name, address, netmask, family, mac, internal, scopeid, ...]`
/// per address, scopeid -1 for IPv4 (Node's `getInterfaceAddresses`).
fn op_interfaces(cx: &mut OpCx<'_>) -> OpResult {
    Ok(answer(ask!(cx, interfaces()).map(|list| {
        let mut out = Vec::with_capacity(list.len() * 7);
        for a in list {
            let mac = a.mac.map(|b| format!("{b:02x}")).join(":");
            out.push(Val::Str(a.name));
            out.push(Val::Str(a.address));
            out.push(Val::Str(a.netmask));
            out.push(Val::Str(if a.ipv6 { "IPv6" } else { "IPv4" }.into()));
            out.push(Val::Str(mac));
            out.push(Val::Bool(a.internal));
            out.push(Val::Num(a.scope_id.map_or(-1.0, f64::from)));
        }
        Val::List(out)
    })))
}

/// `osGetPriority(pid)`: the nice value of `pid` (0: this process).
fn op_get_priority(cx: &mut OpCx<'_>) -> OpResult {
    let pid = cx.num(0) as i32;
    Ok(answer(
        ask!(cx, get_priority(pid)).map(|p| Val::Num(f64::from(p))),
    ))
}

/// `osSetPriority(pid, priority)`; os.js has checked the range.
fn op_set_priority(cx: &mut OpCx<'_>) -> OpResult {
    let pid = cx.num(0) as i32;
    let priority = cx.num(1) as i32;
    Ok(answer(
        ask!(cx, set_priority(pid, priority)).map(|()| Val::Undefined),
    ))
}

/// `osUserInfo()`: `[uid, gid, username, homedir, shell]`, the names as Buffers (os.js
/// decodes them in the encoding asked for).
fn op_user_info(cx: &mut OpCx<'_>) -> OpResult {
    Ok(answer(ask!(cx, passwd()).map(|p| {
        Val::List(vec![
            Val::Num(f64::from(p.uid)),
            Val::Num(f64::from(p.gid)),
            Val::Buffer(p.username),
            Val::Buffer(p.homedir),
            Val::Buffer(p.shell),
        ])
    })))
}

/// An IPv6 address as libuv's `inet_ntop6` writes it: the longest run (the first of
/// equals) of two or more zero groups as `::`, and the IPv4-compatible (`::a.b.c.d`) and
/// IPv4-mapped (`::ffff:a.b.c.d`) forms with a dotted tail.
#[cfg_attr(not(feature = "native"), allow(dead_code))]
fn ipv6_text(b: [u8; 16]) -> String {
    /// A run of zero groups: where it starts, how many.
    type Run = Option<(usize, usize)>;
    let words: Vec<u16> = b
        .chunks(2)
        .map(|w| u16::from_be_bytes([w[0], w[1]]))
        .collect();
    let (mut best, mut cur): (Run, Run) = (None, None);
    for (i, &w) in words.iter().enumerate() {
        if w == 0 {
            cur = Some(cur.map_or((i, 1), |(base, len)| (base, len + 1)));
        } else if let Some(run) = cur.take() {
            if best.is_none_or(|(_, len)| run.1 > len) {
                best = Some(run);
            }
        }
    }
    if let Some(run) = cur {
        if best.is_none_or(|(_, len)| run.1 > len) {
            best = Some(run);
        }
    }
    let best = best.filter(|&(_, len)| len >= 2);
    let mut s = String::new();
    for (i, &w) in words.iter().enumerate() {
        if let Some((base, len)) = best {
            if i >= base && i < base + len {
                if i == base {
                    s.push(':');
                }
                continue;
            }
        }
        if i != 0 {
            s.push(':');
        }
        let dotted = best == Some((0, 6)) || (best == Some((0, 5)) && words[5] == 0xffff);
        if i == 6 && dotted {
            s.push_str(&format!("{}.{}.{}.{}", b[12], b[13], b[14], b[15]));
            return s;
        }
        s.push_str(&format!("{w:x}"));
    }
    if best.is_some_and(|(base, len)| base + len == 8) {
        s.push(':');
    }
    s
}

#[cfg(feature = "native")]
mod native {
    use std::ffi::CStr;

    use super::{ipv6_text, Address, Cpu, Passwd};
    use crate::uv::UvError;

    fn last_error() -> UvError {
        UvError::of(&std::io::Error::last_os_error())
    }

    /// A NUL-terminated `c_char` field as bytes.
    fn field(chars: &[libc::c_char]) -> Vec<u8> {
        chars
            .iter()
            .take_while(|&&c| c != 0)
            .map(|&c| c as u8)
            .collect()
    }

    fn text(bytes: &[u8]) -> String {
        String::from_utf8_lossy(bytes).into_owned()
    }

    pub(super) fn uname() -> [String; 4] {
        // SAFETY: uname fills a local utsname.
        let mut u: libc::utsname = unsafe { std::mem::zeroed() };
        if unsafe { libc::uname(&mut u) } != 0 {
            return ["Linux", "", "", ""].map(String::from);
        }
        [
            text(&field(&u.sysname)),
            text(&field(&u.version)),
            text(&field(&u.release)),
            text(&field(&u.machine)),
        ]
    }

    pub(super) fn hostname() -> Result<String, UvError> {
        // UV_MAXHOSTNAMESIZE: 64 bytes and the NUL libuv always ends it with.
        let mut buf = [0u8; 65];
        // SAFETY: gethostname writes at most buf.len() bytes into buf.
        if unsafe { libc::gethostname(buf.as_mut_ptr().cast(), buf.len()) } != 0 {
            return Err(last_error());
        }
        buf[64] = 0;
        let len = buf.iter().position(|&b| b == 0).unwrap_or(64);
        Ok(text(&buf[..len]))
    }

    fn sysinfo() -> Option<libc::sysinfo> {
        // SAFETY: sysinfo fills a local struct.
        unsafe {
            let mut info: libc::sysinfo = std::mem::zeroed();
            (libc::sysinfo(&mut info) == 0).then_some(info)
        }
    }

    /// The first `n` numbers of a file like `/proc/uptime` or `/proc/loadavg`.
    fn leading_numbers(path: &str, n: usize) -> Option<Vec<f64>> {
        let text = std::fs::read_to_string(path).ok()?;
        let nums: Vec<f64> = text
            .split_whitespace()
            .take(n)
            .map_while(|t| t.parse().ok())
            .collect();
        (nums.len() == n).then_some(nums)
    }

    pub(super) fn uptime() -> Result<f64, UvError> {
        // /proc/uptime first: containers (OpenVZ) can give CLOCK_BOOTTIME wrong.
        if let Some(v) = leading_numbers("/proc/uptime", 1) {
            return Ok(v[0]);
        }
        // SAFETY: clock_gettime fills a local timespec.
        let mut ts: libc::timespec = unsafe { std::mem::zeroed() };
        if unsafe { libc::clock_gettime(libc::CLOCK_BOOTTIME, &mut ts) } != 0 {
            return Err(last_error());
        }
        Ok(ts.tv_sec as f64)
    }

    pub(super) fn loadavg() -> [f64; 3] {
        if let Some(v) = leading_numbers("/proc/loadavg", 3) {
            return [v[0], v[1], v[2]];
        }
        sysinfo().map_or([0.0; 3], |info| info.loads.map(|l| l as f64 / 65536.0))
    }

    /// A `/proc/meminfo` line's value in bytes (0 when missing).
    fn meminfo(key: &str) -> u64 {
        let Ok(text) = std::fs::read_to_string("/proc/meminfo") else {
            return 0;
        };
        let Some(at) = text.find(key) else {
            return 0;
        };
        let rest = text[at + key.len()..].trim_start();
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        digits.parse::<u64>().unwrap_or(0) * 1024
    }

    /// sysinfo's count of `unit`-byte blocks in bytes.
    #[allow(clippy::unnecessary_cast)] // c_ulong is 32 bits on 32-bit targets
    fn memory_bytes(count: libc::c_ulong, unit: libc::c_uint) -> u64 {
        count as u64 * u64::from(unit)
    }

    pub(super) fn free_memory() -> u64 {
        match meminfo("MemAvailable:") {
            0 => sysinfo().map_or(0, |i| memory_bytes(i.freeram, i.mem_unit)),
            n => n,
        }
    }

    pub(super) fn total_memory() -> u64 {
        match meminfo("MemTotal:") {
            0 => sysinfo().map_or(0, |i| memory_bytes(i.totalram, i.mem_unit)),
            n => n,
        }
    }

    #[allow(clippy::unnecessary_cast)] // c_long is 32 bits on 32-bit targets
    pub(super) fn available_parallelism() -> u32 {
        // SAFETY: sched_getaffinity fills a local cpu_set_t; sysconf has no preconditions.
        let n = unsafe {
            let mut set: libc::cpu_set_t = std::mem::zeroed();
            if libc::sched_getaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &mut set) == 0 {
                i64::from(libc::CPU_COUNT(&set))
            } else {
                libc::sysconf(libc::_SC_NPROCESSORS_ONLN) as i64
            }
        };
        n.max(1) as u32
    }

    /// The line of a `/proc/cpuinfo` block that names the model, per architecture.
    const MODEL_MARKER: &str = if cfg!(target_arch = "powerpc64") || cfg!(target_arch = "powerpc") {
        "cpu\t\t: "
    } else if cfg!(target_arch = "arm") {
        "Processor\t: "
    } else if cfg!(target_arch = "aarch64") {
        "CPU part\t: "
    } else if cfg!(target_arch = "mips") || cfg!(target_arch = "mips64") {
        "cpu model\t\t: "
    } else if cfg!(target_arch = "loongarch64") {
        "cpu family\t\t: "
    } else {
        "model name\t: "
    };

    pub(super) fn cpus() -> Result<Vec<Cpu>, UvError> {
        struct Seen {
            times: [u64; 5],
            model: usize,
        }
        let stat = std::fs::read_to_string("/proc/stat").map_err(|e| UvError::of(&e))?;
        // `cpuN user nice system idle iowait irq ...` after the all-CPUs line, until the
        // first line of another kind; at most the kernel's 8192 CPUs.
        let mut seen: std::collections::BTreeMap<u32, Seen> = Default::default();
        for line in stat.lines().skip(1) {
            let Some(rest) = line.strip_prefix("cpu") else {
                break;
            };
            let mut words = rest.split_whitespace();
            let Some(n) = words.next().and_then(|w| w.parse::<u32>().ok()) else {
                break;
            };
            let v: Vec<u64> = words.take(6).map_while(|w| w.parse().ok()).collect();
            if v.len() < 6 {
                break;
            }
            if n < 8192 {
                let times = [v[0], v[1], v[2], v[3], v[5]];
                seen.insert(n, Seen { times, model: 0 });
            }
        }
        // Model names, as libuv keeps them: up to 8 distinct names of 63 bytes, slot 0
        // "unknown". A CPU takes the slot after the first one its name starts with (an
        // empty slot matches any name), which libuv 1.46 does too: on a machine with
        // two models every CPU shows the first one found.
        let mut models: Vec<Vec<u8>> = vec![b"unknown".to_vec()];
        models.resize(8, Vec::new());
        if let Ok(info) = std::fs::read("/proc/cpuinfo") {
            let mut lines = info.split(|&b| b == b'\n');
            while let Some(line) = lines.next() {
                let Some(cpu) = processor_number(line) else {
                    break;
                };
                // The marker line, looked for past the block's end as libuv does.
                let mut name: Option<&[u8]> = None;
                for l in lines.by_ref() {
                    if l.starts_with(MODEL_MARKER.as_bytes()) {
                        name = Some(&l[MODEL_MARKER.len()..]);
                        break;
                    }
                }
                if let Some(name) = name {
                    let found = models.iter().position(|m| name.starts_with(m));
                    if let Some(slot) = found.map(|i| i + 1).filter(|&s| s < models.len()) {
                        if models[slot].is_empty() {
                            models[slot] = name[..name.len().min(63)].to_vec();
                        }
                        if let Some(c) = seen.get_mut(&cpu) {
                            c.model = slot;
                        }
                    }
                    // The rest of the block, to its empty line.
                    for l in lines.by_ref() {
                        if l.is_empty() {
                            break;
                        }
                    }
                }
            }
        }
        Ok(seen
            .iter()
            .map(|(n, c)| {
                let freq = std::fs::read_to_string(format!(
                    "/sys/devices/system/cpu/cpu{n}/cpufreq/scaling_cur_freq"
                ))
                .ok()
                .and_then(|t| t.trim().parse::<u64>().ok())
                .unwrap_or(0);
                Cpu {
                    // Node makes the name a one-byte (Latin-1) string.
                    model: models[c.model].iter().map(|&b| b as char).collect(),
                    speed_mhz: freq / 1000,
                    // The kernel counts in USER_HZ ticks, 100 a second.
                    times_ms: c.times.map(|t| t * 10),
                }
            })
            .collect())
    }

    /// `processor\t: N` (libuv's `fscanf("processor\t: %u\n")`: blanks are optional).
    fn processor_number(line: &[u8]) -> Option<u32> {
        let line = std::str::from_utf8(line).ok()?;
        let rest = line.strip_prefix("processor")?.trim_start();
        let rest = rest.strip_prefix(':')?.trim();
        rest.parse().ok()
    }

    pub(super) fn interfaces() -> Result<Vec<Address>, UvError> {
        let mut head: *mut libc::ifaddrs = std::ptr::null_mut();
        // SAFETY: getifaddrs allocates the list; it is read here and freed below.
        if unsafe { libc::getifaddrs(&mut head) } != 0 {
            return Err(last_error());
        }
        let mut out = Vec::new();
        let mut links: Vec<(Vec<u8>, [u8; 6])> = Vec::new();
        let mut names: Vec<Vec<u8>> = Vec::new();
        let mut ent = head;
        while !ent.is_null() {
            // SAFETY: ent is a node of the list getifaddrs gave, not yet freed; its
            // addresses are the sockaddr kind their family says.
            unsafe {
                let e = &*ent;
                ent = e.ifa_next;
                let flags = e.ifa_flags as libc::c_int;
                if flags & libc::IFF_UP == 0 || flags & libc::IFF_RUNNING == 0 {
                    continue;
                }
                if e.ifa_addr.is_null() {
                    continue;
                }
                let name = CStr::from_ptr(e.ifa_name).to_bytes().to_vec();
                let family = libc::c_int::from((*e.ifa_addr).sa_family);
                if family == libc::AF_PACKET {
                    let sll = &*(e.ifa_addr as *const libc::sockaddr_ll);
                    let mut mac = [0u8; 6];
                    mac.copy_from_slice(&sll.sll_addr[..6]);
                    links.push((name, mac));
                    continue;
                }
                let (address, netmask, ipv6, scope_id) = if family == libc::AF_INET6 {
                    let sin6 = &*(e.ifa_addr as *const libc::sockaddr_in6);
                    let mask = if e.ifa_netmask.is_null() {
                        [0; 16]
                    } else {
                        (*(e.ifa_netmask as *const libc::sockaddr_in6))
                            .sin6_addr
                            .s6_addr
                    };
                    (
                        ipv6_text(sin6.sin6_addr.s6_addr),
                        ipv6_text(mask),
                        true,
                        Some(sin6.sin6_scope_id),
                    )
                } else if family == libc::AF_INET {
                    let sin = &*(e.ifa_addr as *const libc::sockaddr_in);
                    let mask = if e.ifa_netmask.is_null() {
                        0
                    } else {
                        (*(e.ifa_netmask as *const libc::sockaddr_in))
                            .sin_addr
                            .s_addr
                    };
                    let v4 = |raw: u32| std::net::Ipv4Addr::from(u32::from_be(raw)).to_string();
                    (v4(sin.sin_addr.s_addr), v4(mask), false, None)
                } else {
                    continue;
                };
                names.push(name.clone());
                out.push(Address {
                    name: text(&name),
                    address,
                    netmask,
                    ipv6,
                    mac: [0; 6],
                    internal: flags & libc::IFF_LOOPBACK != 0,
                    scope_id,
                });
            }
        }
        // SAFETY: head came from getifaddrs and nothing points into it any more.
        unsafe { libc::freeifaddrs(head) };
        // A link's hardware address goes to its addresses and its aliases' ("eth0:1").
        for (link, mac) in &links {
            for (a, name) in out.iter_mut().zip(&names) {
                if name.starts_with(link) && (name.len() == link.len() || name[link.len()] == b':')
                {
                    a.mac = *mac;
                }
            }
        }
        Ok(out)
    }

    pub(super) fn get_priority(pid: i32) -> Result<i32, UvError> {
        // -1 is a valid nice value: only errno tells a failure apart.
        // SAFETY: __errno_location is this thread's errno; getpriority has no
        // memory preconditions.
        unsafe {
            *libc::__errno_location() = 0;
            let r = libc::getpriority(libc::PRIO_PROCESS, pid as libc::id_t);
            if r == -1 && *libc::__errno_location() != 0 {
                return Err(last_error());
            }
            Ok(r)
        }
    }

    pub(super) fn set_priority(pid: i32, priority: i32) -> Result<(), UvError> {
        if !(-20..=19).contains(&priority) {
            return Err(UvError::named("EINVAL"));
        }
        // SAFETY: setpriority has no memory preconditions.
        if unsafe { libc::setpriority(libc::PRIO_PROCESS, pid as libc::id_t, priority) } != 0 {
            return Err(last_error());
        }
        Ok(())
    }

    pub(super) fn passwd() -> Result<Passwd, UvError> {
        // SAFETY: sysconf and geteuid have no preconditions; getpwuid_r writes the entry
        // into pw and its strings into buf, which outlive their reading here.
        unsafe {
            let mut size = match libc::sysconf(libc::_SC_GETPW_R_SIZE_MAX) {
                n if n > 0 => n as usize,
                _ => 4096,
            };
            let uid = libc::geteuid();
            loop {
                let mut buf = vec![0 as libc::c_char; size];
                let mut pw: libc::passwd = std::mem::zeroed();
                let mut result: *mut libc::passwd = std::ptr::null_mut();
                let r = libc::getpwuid_r(uid, &mut pw, buf.as_mut_ptr(), size, &mut result);
                if r == libc::ERANGE {
                    size *= 2;
                    continue;
                }
                if r != 0 {
                    return Err(UvError::from_errno(r));
                }
                if result.is_null() {
                    return Err(UvError::named("ENOENT"));
                }
                let s = |p: *const libc::c_char| {
                    if p.is_null() {
                        Vec::new()
                    } else {
                        CStr::from_ptr(p).to_bytes().to_vec()
                    }
                };
                return Ok(Passwd {
                    uid: pw.pw_uid,
                    gid: pw.pw_gid,
                    username: s(pw.pw_name),
                    homedir: s(pw.pw_dir),
                    shell: s(pw.pw_shell),
                });
            }
        }
    }
}

/// The web build's machine, and the sandbox's: one Linux box of the same shape every
/// run.
mod web {
    use std::sync::atomic::{AtomicI32, Ordering};

    use super::{Address, Cpu, Passwd};
    use crate::uv::UvError;

    pub(super) fn uname() -> [String; 4] {
        ["Linux", "#1 SMP PREEMPT_DYNAMIC", "6.1.0", "x86_64"].map(String::from)
    }

    pub(super) fn hostname() -> Result<String, UvError> {
        Ok("localhost".into())
    }

    pub(super) fn uptime() -> Result<f64, UvError> {
        Ok(3600.0)
    }

    pub(super) fn loadavg() -> [f64; 3] {
        [0.0; 3]
    }

    pub(super) fn free_memory() -> u64 {
        4 << 30
    }

    pub(super) fn total_memory() -> u64 {
        8 << 30
    }

    pub(super) fn available_parallelism() -> u32 {
        crate::io::cores() as u32
    }

    pub(super) fn cpus() -> Result<Vec<Cpu>, UvError> {
        Ok((0..available_parallelism())
            .map(|_| Cpu {
                model: "unknown".into(),
                speed_mhz: 0,
                times_ms: [0; 5],
            })
            .collect())
    }

    pub(super) fn interfaces() -> Result<Vec<Address>, UvError> {
        let lo = |address: &str, netmask: &str, ipv6: bool| Address {
            name: "lo".into(),
            address: address.into(),
            netmask: netmask.into(),
            ipv6,
            mac: [0; 6],
            internal: true,
            scope_id: ipv6.then_some(0),
        };
        Ok(vec![
            lo("127.0.0.1", "255.0.0.0", false),
            lo("::1", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", true),
        ])
    }

    /// The one process's nice value.
    static PRIORITY: AtomicI32 = AtomicI32::new(0);

    fn is_self(pid: i32) -> bool {
        pid == 0 || pid as u32 == crate::sys::pids().0
    }

    pub(super) fn get_priority(pid: i32) -> Result<i32, UvError> {
        if !is_self(pid) {
            return Err(UvError::named("ESRCH"));
        }
        Ok(PRIORITY.load(Ordering::Relaxed))
    }

    pub(super) fn set_priority(pid: i32, priority: i32) -> Result<(), UvError> {
        if !is_self(pid) {
            return Err(UvError::named("ESRCH"));
        }
        PRIORITY.store(priority, Ordering::Relaxed);
        Ok(())
    }

    pub(super) fn passwd() -> Result<Passwd, UvError> {
        Ok(Passwd {
            uid: 1000,
            gid: 1000,
            username: b"user".to_vec(),
            homedir: b"/home/user".to_vec(),
            shell: b"/bin/sh".to_vec(),
        })
    }
}
