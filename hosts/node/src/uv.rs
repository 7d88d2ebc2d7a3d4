//! libuv error codes: a system errno as Node shows it (`code`, negative `errno`,
//! libuv's message). The table is what `util.getSystemErrorMap()` gives on Linux in Node v20.

/// `(uv errno, code, message)`; on Unix a uv errno is the negated system errno.
const TABLE: &[(i32, &str, &str)] = &[
    (-1, "EPERM", "operation not permitted"),
    (-2, "ENOENT", "no such file or directory"),
    (-3, "ESRCH", "no such process"),
    (-4, "EINTR", "interrupted system call"),
    (-5, "EIO", "i/o error"),
    (-6, "ENXIO", "no such device or address"),
    (-7, "E2BIG", "argument list too long"),
    (-9, "EBADF", "bad file descriptor"),
    (-11, "EAGAIN", "resource temporarily unavailable"),
    (-12, "ENOMEM", "not enough memory"),
    (-13, "EACCES", "permission denied"),
    (-14, "EFAULT", "bad address in system call argument"),
    (-16, "EBUSY", "resource busy or locked"),
    (-17, "EEXIST", "file already exists"),
    (-18, "EXDEV", "cross-device link not permitted"),
    (-19, "ENODEV", "no such device"),
    (-20, "ENOTDIR", "not a directory"),
    (-21, "EISDIR", "illegal operation on a directory"),
    (-22, "EINVAL", "invalid argument"),
    (-23, "ENFILE", "file table overflow"),
    (-24, "EMFILE", "too many open files"),
    (-25, "ENOTTY", "inappropriate ioctl for device"),
    (-26, "ETXTBSY", "text file is busy"),
    (-27, "EFBIG", "file too large"),
    (-28, "ENOSPC", "no space left on device"),
    (-29, "ESPIPE", "invalid seek"),
    (-30, "EROFS", "read-only file system"),
    (-31, "EMLINK", "too many links"),
    (-32, "EPIPE", "broken pipe"),
    (-34, "ERANGE", "result too large"),
    (-36, "ENAMETOOLONG", "name too long"),
    (-38, "ENOSYS", "function not implemented"),
    (-39, "ENOTEMPTY", "directory not empty"),
    (-40, "ELOOP", "too many symbolic links encountered"),
    (-49, "EUNATCH", "protocol driver not attached"),
    (-61, "ENODATA", "no data available"),
    (-64, "ENONET", "machine is not on the network"),
    (-71, "EPROTO", "protocol error"),
    (-75, "EOVERFLOW", "value too large for defined data type"),
    (-84, "EILSEQ", "illegal byte sequence"),
    (-88, "ENOTSOCK", "socket operation on non-socket"),
    (-89, "EDESTADDRREQ", "destination address required"),
    (-90, "EMSGSIZE", "message too long"),
    (-91, "EPROTOTYPE", "protocol wrong type for socket"),
    (-92, "ENOPROTOOPT", "protocol not available"),
    (-93, "EPROTONOSUPPORT", "protocol not supported"),
    (-94, "ESOCKTNOSUPPORT", "socket type not supported"),
    (-95, "ENOTSUP", "operation not supported on socket"),
    (-97, "EAFNOSUPPORT", "address family not supported"),
    (-98, "EADDRINUSE", "address already in use"),
    (-99, "EADDRNOTAVAIL", "address not available"),
    (-100, "ENETDOWN", "network is down"),
    (-101, "ENETUNREACH", "network is unreachable"),
    (-103, "ECONNABORTED", "software caused connection abort"),
    (-104, "ECONNRESET", "connection reset by peer"),
    (-105, "ENOBUFS", "no buffer space available"),
    (-106, "EISCONN", "socket is already connected"),
    (-107, "ENOTCONN", "socket is not connected"),
    (
        -108,
        "ESHUTDOWN",
        "cannot send after transport endpoint shutdown",
    ),
    (-110, "ETIMEDOUT", "connection timed out"),
    (-111, "ECONNREFUSED", "connection refused"),
    (-112, "EHOSTDOWN", "host is down"),
    (-113, "EHOSTUNREACH", "host is unreachable"),
    (-114, "EALREADY", "connection already in progress"),
    (-121, "EREMOTEIO", "remote I/O error"),
    (-125, "ECANCELED", "operation canceled"),
    (-4028, "EFTYPE", "inappropriate file type or format"),
    (-4080, "ECHARSET", "invalid Unicode character"),
    (-4094, "UNKNOWN", "unknown error"),
    (-4095, "EOF", "end of file"),
    (-3000, "EAI_ADDRFAMILY", "address family not supported"),
    (-3001, "EAI_AGAIN", "temporary failure"),
    (-3002, "EAI_BADFLAGS", "bad ai_flags value"),
    (-3003, "EAI_CANCELED", "request canceled"),
    (-3004, "EAI_FAIL", "permanent failure"),
    (-3005, "EAI_FAMILY", "ai_family not supported"),
    (-3006, "EAI_MEMORY", "out of memory"),
    (-3007, "EAI_NODATA", "no address"),
    (-3008, "EAI_NONAME", "unknown node or service"),
    (-3009, "EAI_OVERFLOW", "argument buffer overflow"),
    (
        -3010,
        "EAI_SERVICE",
        "service not available for socket type",
    ),
    (-3011, "EAI_SOCKTYPE", "socket type not supported"),
    (-3013, "EAI_BADHINTS", "invalid value for hints"),
    (-3014, "EAI_PROTOCOL", "resolved protocol is unknown"),
];

/// A libuv error: what Node puts on the error object.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UvError {
    /// Negative, as `err.errno` in Node.
    pub errno: i32,
    pub code: &'static str,
    pub message: &'static str,
}

impl UvError {
    /// Every libuv error evloop knows, in this table's order (`util.getSystemErrorMap`).
    pub fn all() -> impl Iterator<Item = UvError> {
        TABLE.iter().map(|&(errno, code, message)| UvError {
            errno,
            code,
            message,
        })
    }

    #[cfg_attr(not(feature = "native"), allow(dead_code))] // system calls: native only
    /// The libuv error for a system errno (`UNKNOWN` for one libuv does not name).
    pub fn from_errno(errno: i32) -> UvError {
        Self::from_uv(-errno.abs())
    }

    pub fn from_uv(uv: i32) -> UvError {
        match TABLE.iter().find(|(n, _, _)| *n == uv) {
            Some(&(errno, code, message)) => UvError {
                errno,
                code,
                message,
            },
            None => UvError {
                errno: uv,
                code: "UNKNOWN",
                message: "unknown error",
            },
        }
    }

    #[cfg_attr(not(feature = "native"), allow(dead_code))] // system calls: native only
    /// A `getaddrinfo` failure (`EAI_*`, glibc's numbering) as libuv names it.
    pub fn from_eai(eai: i32) -> UvError {
        let uv = match eai {
            -9 => -3000,                                                         // EAI_ADDRFAMILY
            -3 => -3001,                                                         // EAI_AGAIN
            -1 => -3002,                                                         // EAI_BADFLAGS
            -101 => -3003,                                                       // EAI_CANCELED
            -4 => -3004,                                                         // EAI_FAIL
            -6 => -3005,                                                         // EAI_FAMILY
            -10 => -3006,                                                        // EAI_MEMORY
            -5 => -3007,                                                         // EAI_NODATA
            -2 => -3008,                                                         // EAI_NONAME
            -12 => -3009,                                                        // EAI_OVERFLOW
            -8 => -3010,                                                         // EAI_SERVICE
            -7 => -3011,                                                         // EAI_SOCKTYPE
            -11 => -std::io::Error::last_os_error().raw_os_error().unwrap_or(5), // EAI_SYSTEM
            _ => -4094,
        };
        Self::from_uv(uv)
    }

    #[cfg_attr(not(feature = "native"), allow(dead_code))]
    pub fn of(e: &std::io::Error) -> UvError {
        match e.raw_os_error() {
            Some(n) => Self::from_errno(n),
            None => Self::from_uv(-4094),
        }
    }

    /// By code name (`ENOENT`).
    pub fn named(code: &str) -> UvError {
        match TABLE.iter().find(|(_, c, _)| *c == code) {
            Some(&(errno, code, message)) => UvError {
                errno,
                code,
                message,
            },
            None => Self::from_uv(-4094),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn system_errors_read_as_node_shows_them() {
        let e = UvError::from_errno(2); // ENOENT on Linux
        assert_eq!(
            (e.errno, e.code, e.message),
            (-2, "ENOENT", "no such file or directory")
        );
        assert_eq!(
            UvError::from_errno(21).message, // EISDIR
            "illegal operation on a directory"
        );
        assert_eq!(UvError::named("EOF").errno, -4095);
        assert_eq!(UvError::from_errno(9999).code, "UNKNOWN");
    }
}
