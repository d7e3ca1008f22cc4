#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reading a line at the terminal and waiting out a countdown, with Ctrl-C as an answer
/// rather than the end of the process.
///
/// `catchInterrupts` catches SIGINT with a handler that does nothing and keeps it blocked for
/// the rest of the run; it is let in only while templog waits (`pselect` with SIGINT
/// unblocked), so a Ctrl-C always ends the wait it arrives in, or the next one, and is never
/// lost in between. Once a question is answered, Ctrl-C no longer stops the run: the reading
/// that was typed is recorded whole.
enum TerminalInput {
    /// Reads standard input up to a newline (the terminal's own line editing applies).
    static func readLine() -> TerminalLine {
        var waitMask = maskWhileWaiting()
        var bytes: [UInt8] = []
        while true {
            var readable = fd_set()
            fdSetAdd(0, &readable)
            let ready = pselect(1, &readable, nil, nil, nil, &waitMask)
            if ready < 0 {
                if errno == EINTR { return .interrupted }
                return bytes.isEmpty ? .end : .text(decoded(bytes))
            }
            var byte: UInt8 = 0
            let count = read(0, &byte, 1)
            if count == 1 {
                if byte == UInt8(ascii: "\n") { return .text(decoded(bytes)) }
                bytes.append(byte)
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                // Ctrl-D after some text hands that text over; at the start of a line, or on
                // a terminal that has gone away, it ends the input.
                return bytes.isEmpty ? .end : .text(decoded(bytes))
            }
        }
    }

    /// Waits one second by the monotonic clock; false when Ctrl-C ends the wait.
    static func waitOneSecond() -> Bool {
        var waitMask = maskWhileWaiting()
        let deadline = monotonicNanoseconds() + 1_000_000_000
        while true {
            let left = deadline - monotonicNanoseconds()
            guard left > 0 else { return true }
            var timeout = timespec(
                tv_sec: Int(left / 1_000_000_000), tv_nsec: Int(left % 1_000_000_000))
            if pselect(0, nil, nil, nil, &timeout, &waitMask) < 0, errno == EINTR {
                return false
            }
        }
    }

    /// Catches SIGINT and blocks it until a wait lets it in.
    static func catchInterrupts() {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = { _ in }
        #elseif canImport(Glibc)
            action.__sigaction_handler.sa_handler = { _ in }
        #elseif canImport(Musl)
            action.__sa_handler.sa_handler = { _ in }
        #endif
        sigemptyset(&action.sa_mask)
        // No SA_RESTART: the signal must end the wait it arrives in.
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_BLOCK, &interrupt, nil)
    }

    /// The signal mask to wait with: this thread's, with SIGINT let in.
    private static func maskWhileWaiting() -> sigset_t {
        var mask = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &mask)
        sigdelset(&mask, SIGINT)
        return mask
    }

    private static func decoded(_ bytes: [UInt8]) -> String {
        var line = bytes[...]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return String(decoding: line, as: UTF8.self)
    }

    private static func monotonicNanoseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }

    /// `FD_SET(descriptor, &set)`, which Swift does not import as a macro.
    private static func fdSetAdd(_ descriptor: Int32, _ set: inout fd_set) {
        #if canImport(Darwin)
            __darwin_fd_set(descriptor, &set)
        #else
            withUnsafeMutableBytes(of: &set) { bytes in
                let words = bytes.bindMemory(to: Int.self)
                let bits = Int.bitWidth
                words[Int(descriptor) / bits] |= 1 << (Int(descriptor) % bits)
            }
        #endif
    }
}
