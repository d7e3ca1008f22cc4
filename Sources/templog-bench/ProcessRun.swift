import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One command to time as a whole process, with stdin, stdout and stderr on /dev/null (its
/// warnings, such as `add`'s on a reading entered again, are not the benchmark's output).
struct ProcessRun {
    let executable: String
    let arguments: [String]
    var environment: [String: String] = [:]
    /// A file to send standard output to instead of /dev/null.
    var outputPath = "/dev/null"
    /// The exit status the command must end with (65 for a refusal that is timed).
    var exitStatus: Int32 = 0

    /// Wall-clock milliseconds and peak resident MiB of one run; fails on an exit status other
    /// than `exitStatus`.
    ///
    /// Uses `fork` + `execve`, not `posix_spawn`: glibc's `posix_spawn` is a vfork, and Linux
    /// then charges the benchmark's own peak memory to the child's `ru_maxrss`. After a fork
    /// the child carries only the benchmark's current pages, which `/bin/true` shows.
    func measure() throws -> Measurement {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let pid = fork()
        if pid == 0 {
            let input = open("/dev/null", O_RDONLY)
            let output = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            let errors = open("/dev/null", O_WRONLY)
            dup2(input, 0)
            dup2(output, 1)
            dup2(errors, 2)
            execve(executable, argv, envp)
            _exit(127)
        }
        guard pid > 0 else {
            throw BenchmarkError("cannot fork: \(String(cString: strerror(errno)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkError("wait4 failed for \(executable)") }
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        guard status == exitStatus << 8 else {
            throw BenchmarkError(
                "\(([executable] + arguments).joined(separator: " ")) failed (status \(status))")
        }
        #if os(Linux)
            let peak = Double(usage.ru_maxrss) / 1024
        #else
            let peak = Double(usage.ru_maxrss) / 1024 / 1024
        #endif
        return Measurement(milliseconds: elapsed, peakMiB: peak)
    }

    /// The median time and the largest peak of `runs` runs after one warm-up.
    func median(runs: Int) throws -> Measurement {
        try ProcessRun.interleaved([self], runs: runs)[0]
    }

    /// Runs each command once to warm up, then `runs` rounds of all of them in turn, so that
    /// drift in the machine's speed affects each alike; returns each one's median and peak.
    /// Each round starts one command further on, so each goes first equally often: the first
    /// command after another's run is measurably faster or slower on a shared machine.
    static func interleaved(_ commands: [ProcessRun], runs: Int) throws -> [Measurement] {
        for command in commands { _ = try command.measure() }
        var times = Array(repeating: [Double](), count: commands.count)
        var peaks = Array(repeating: 0.0, count: commands.count)
        for round in 0..<runs {
            for offset in commands.indices {
                let index = (round + offset) % commands.count
                let command = commands[index]
                let run = try command.measure()
                times[index].append(run.milliseconds)
                peaks[index] = max(peaks[index], run.peakMiB)
            }
        }
        return zip(times, peaks).map { times, peak in
            let sorted = times.sorted()
            let middle = sorted.count / 2
            let median =
                sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
            return Measurement(milliseconds: median, peakMiB: peak)
        }
    }
}

/// The median wall-clock time and the peak resident size of a command's runs.
struct Measurement {
    let milliseconds: Double
    let peakMiB: Double
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
