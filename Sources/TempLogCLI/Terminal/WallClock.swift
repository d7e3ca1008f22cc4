import TempLogCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where "now" comes from: the system's clock in the real process, a fixed instant in tests.
public struct WallClock: Sendable {
    /// Now, in whole seconds since 1970-01-01T00:00:00Z (rounded down).
    public let now: @Sendable () -> Int

    /// A clock that reads the time from `now`.
    public init(now: @escaping @Sendable () -> Int) {
        self.now = now
    }

    /// The system's real-time clock.
    public static let system = WallClock {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int(time.tv_sec)
    }

    /// A clock stopped at `secondsSince1970`.
    public static func fixed(_ secondsSince1970: Int) -> WallClock {
        WallClock { secondsSince1970 }
    }
}
