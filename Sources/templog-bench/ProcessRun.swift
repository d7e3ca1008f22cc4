import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One command to time as a whole process, with stdout and stdin on /dev/null.
struct ProcessRun {
    let executable: String
    let arguments: [String]
    var environment: [String: String] = [:]
    /// A file to send standard output to instead of /dev/null.
    var outputPath = "/dev/null"

    /// Wall-clock milliseconds and peak resident MiB of one run; fails on a non-zero exit.
    ///
    /// Uses `fork` + `execve`, not `posix_spawn`: glibc's `posix_spawn` is a vfork, and Linux
    /// then charges the benchmark's own peak memory to the child's `ru_maxrss`. After a fork
    /// the child carries only the benchmark's current pages, which `/bin/true` shows.
    func measure() throws -> (milliseconds: Double, peakMiB: Double) {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let pid = fork()
        if pid == 0 {
            let input = open("/dev/null", O_RDONLY)
            let output = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            dup2(input, 0)
            dup2(output, 1)
            execve(executable, argv, envp)
            _exit(127)
        }
        guard pid > 0 else { throw BenchmarkError("cannot fork: \(String(cString: strerror(errno)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkError("wait4 failed for \(executable)") }
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        guard status == 0 else {
            throw BenchmarkError("\(([executable] + arguments).joined(separator: " ")) failed (status \(status))")
        }
        #if os(Linux)
        let peak = Double(usage.ru_maxrss) / 1024
        #else
        let peak = Double(usage.ru_maxrss) / 1024 / 1024
        #endif
        return (elapsed, peak)
    }

    /// The median time and the largest peak of `runs` runs after one warm-up.
    func median(runs: Int) throws -> (milliseconds: Double, peakMiB: Double) {
        _ = try measure()
        var times: [Double] = []
        var peak = 0.0
        for _ in 0..<runs {
            let run = try measure()
            times.append(run.milliseconds)
            peak = max(peak, run.peakMiB)
        }
        times.sort()
        let middle = times.count / 2
        let median = times.count % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2
        return (median, peak)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
