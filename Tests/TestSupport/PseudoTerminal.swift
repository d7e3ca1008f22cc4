#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What went wrong driving a program on a pseudo-terminal.
public struct PseudoTerminalError: Error, CustomStringConvertible {
    /// What failed, and what the screen showed by then.
    public let description: String
}

/// A program run on a pseudo-terminal of its own, as a person at a terminal runs it: the
/// terminal is its stdin, stdout, stderr and controlling terminal (so Ctrl-C typed here
/// reaches it as SIGINT), with the usual line editing and echo. The test types and reads the
/// screen through the terminal's other end.
///
/// Linux only: there a new session's first terminal opened becomes its controlling terminal,
/// which `posix_spawn` can then arrange without running code in the child.
public final class PseudoTerminal {
    #if os(Linux)
        /// Whether this platform can run programs on a pseudo-terminal here.
        public static let isSupported = true
    #else
        /// Whether this platform can run programs on a pseudo-terminal here.
        public static let isSupported = false
    #endif

    private let controller: Int32
    /// The test's own descriptor for the terminal end; -1 once the program has exited.
    private var terminal: Int32
    private let process: pid_t
    private var screenBytes: [UInt8] = []
    /// Where `expect` looks from: just after what it last found.
    private var searchStart = 0
    private var exitStatus: Int32?

    /// Starts `executable` with `arguments` and exactly `environment` on a new terminal.
    public init(_ executable: String, _ arguments: [String], environment: [String: String])
        throws
    {
        typealias Control = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
        let openController = try Self.libc("posix_openpt", as: Control.self)
        let grant = try Self.libc("grantpt", as: Control.self)
        let unlock = try Self.libc("unlockpt", as: Control.self)
        let terminalName = try Self.libc("ptsname_r", as: Name.self)
        controller = openController(O_RDWR | O_NOCTTY)
        guard controller >= 0 else {
            throw PseudoTerminalError(description: "cannot open a pseudo-terminal: errno \(errno)")
        }
        _ = fcntl(controller, F_SETFD, FD_CLOEXEC)
        var name = [CChar](repeating: 0, count: 256)
        guard grant(controller) == 0, unlock(controller) == 0,
            terminalName(controller, &name, name.count) == 0
        else {
            close(controller)
            throw PseudoTerminalError(description: "ptsname_r failed: errno \(errno)")
        }
        let path = String(
            decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // The test keeps the terminal end open too, so reading the controller end never fails
        // for want of a reader before the child has opened it or after it has exited.
        terminal = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else {
            close(controller)
            throw PseudoTerminalError(description: "cannot open \(path): errno \(errno)")
        }
        do {
            process = try Self.spawn(executable, arguments, environment, terminalPath: path)
        } catch {
            close(controller)
            close(terminal)
            throw error
        }
    }

    deinit {
        if exitStatus == nil {
            kill(process, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(process, &status, 0)
        }
        close(controller)
        if terminal >= 0 { close(terminal) }
    }

    /// Everything the terminal has shown so far (with the terminal's `\r\n` line ends).
    public var screen: String { String(decoding: screenBytes, as: UTF8.self) }

    /// Types `text` at the terminal: `\n` ends a line, `\u{3}` is Ctrl-C, `\u{4}` Ctrl-D.
    public func type(_ text: String) throws {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
            guard written > 0 else {
                if written < 0, errno == EINTR { continue }
                throw PseudoTerminalError(description: "cannot type: errno \(errno)")
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Waits until the screen shows `text` after what the last `expect` found, and returns
    /// the screen from there to the end of `text`.
    @discardableResult
    public func expect(_ text: String, within seconds: Int = 30) throws -> String {
        let wanted = Array(text.utf8)
        let deadline = Self.now() + seconds * 1_000_000_000
        while true {
            if let found = Self.find(wanted, in: screenBytes, from: searchStart) {
                let shown = String(
                    decoding: screenBytes[searchStart..<found + wanted.count], as: UTF8.self)
                searchStart = found + wanted.count
                return shown
            }
            let left = deadline - Self.now()
            guard left > 0, exitStatus == nil else {
                throw PseudoTerminalError(
                    description: "the screen never showed \(text.debugDescription); it shows "
                        + screen.debugDescription)
            }
            _ = readAvailable(waitingMilliseconds: min(100, Int(left / 1_000_000)))
            reap()
        }
    }

    /// Waits for the program to exit, keeps what it showed last, and returns its exit status,
    /// or minus the signal's number if a signal ended it.
    public func exitStatus(within seconds: Int = 30) throws -> Int32 {
        let deadline = Self.now() + seconds * 1_000_000_000
        while exitStatus == nil {
            let left = deadline - Self.now()
            guard left > 0 else {
                throw PseudoTerminalError(
                    description: "the program did not exit; the screen shows "
                        + screen.debugDescription)
            }
            _ = readAvailable(waitingMilliseconds: min(100, Int(left / 1_000_000)))
            reap()
        }
        return exitStatus!
    }

    /// Reads what the terminal has to show, waiting up to `waitingMilliseconds` for it;
    /// whether anything was read.
    private func readAvailable(waitingMilliseconds: Int) -> Bool {
        var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(waitingMilliseconds)) > 0,
            descriptor.revents & Int16(POLLIN) != 0
        else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(controller, &buffer, buffer.count)
        guard count > 0 else { return false }
        screenBytes += buffer[..<count]
        return true
    }

    private func reap() {
        guard exitStatus == nil else { return }
        var status: Int32 = 0
        guard waitpid(process, &status, WNOHANG) == process else { return }
        let signal = status & 0x7F
        exitStatus = signal == 0 ? (status >> 8) & 0xFF : -signal
        // What the program wrote last may still be on its way to this end: with no terminal
        // end left open, the kernel hands it all over and then reports the end (EIO).
        close(terminal)
        terminal = -1
        while readAvailable(waitingMilliseconds: 1000) {}
    }

    private static func spawn(
        _ executable: String, _ arguments: [String], _ environment: [String: String],
        terminalPath: String
    ) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A session of its own (so the terminal it opens first becomes its controlling
        // terminal), no blocked signals, and SIGINT's default action whatever the tests have.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &interrupt)
        posix_spawnattr_setflags(
            &attributes,
            Int16(Self.newSession | Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer {
            for string in argv + envp { free(string) }
        }
        var process: pid_t = 0
        let result = posix_spawn(
            &process, executable, &actions, &attributes, argv + [nil], envp + [nil])
        guard result == 0 else {
            throw PseudoTerminalError(description: "cannot start \(executable): errno \(result)")
        }
        return process
    }

    /// A C library function the Glibc module does not import (the pseudo-terminal calls sit
    /// behind feature macros it does not set), looked up by name.
    private static func libc<Function>(_ name: String, as type: Function.Type) throws
        -> Function
    {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else {
            throw PseudoTerminalError(description: "the C library has no \(name)")
        }
        return unsafeBitCast(symbol, to: type)
    }

    /// `POSIX_SPAWN_SETSID`, a GNU extension the Glibc module may not import.
    private static let newSession: Int32 = 0x80

    private static func find(_ wanted: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count - start >= wanted.count else { return nil }
        return (start...(bytes.count - wanted.count)).first { index in
            bytes[index..<index + wanted.count].elementsEqual(wanted)
        }
    }

    private static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }
}
