import Foundation

/// Where "now" comes from: the system clock in the real process, a fixed instant in tests.
public struct Clock: Sendable {
    public let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// The real system clock.
    public static let system = Clock { Date() }

    /// A clock stopped at `date`.
    public static func fixed(_ date: Date) -> Clock {
        Clock { date }
    }
}
