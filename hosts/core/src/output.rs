//! The process's own output: the script's stdout (buffered) and stderr (unbuffered, after
//! flushing stdout so the two interleave as they were written).

use std::io::Write;

#[derive(Debug)]
pub struct Output {
    stdout: std::io::BufWriter<std::io::Stdout>,
}

impl Default for Output {
    fn default() -> Self {
        Output {
            stdout: std::io::BufWriter::new(std::io::stdout()),
        }
    }
}

impl Output {
    pub fn write_stdout(&mut self, s: &str) {
        let _ = self.stdout.write_all(s.as_bytes());
    }

    pub fn write_stderr(&mut self, s: &str) {
        let _ = self.stdout.flush();
        let _ = std::io::stderr().write_all(s.as_bytes());
    }

    pub fn flush(&mut self) {
        let _ = self.stdout.flush();
    }
}
