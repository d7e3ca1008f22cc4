/// Why a day's basal reading is left out of the three-over-six rule (see `BasalCycle`): the
/// first that applies of the person's own mark, a fever that day, and a time of day far from
/// the cycle's usual basal time.
public enum BasalDisturbance: Equatable, Sendable {
    /// Marked by the person (`add --basal --disturbed REASON`).
    case marked(Disturbance)
    /// The same person had a body reading at or above the fever threshold that day: the
    /// highest of them.
    case fever(Temperature)
    /// Taken at `time` (seconds from midnight), more than 90 minutes from the cycle's usual
    /// basal time `usual`.
    case unusualTime(time: Int, usual: Int)

    /// The disturbance of `reading`, a day's counted basal reading, given that day's highest
    /// fever reading and the cycle's usual time; nil when it is not disturbed.
    init?(_ reading: Reading, fever: Temperature?, usualTime: Int?) {
        if let marked = reading.disturbance {
            self = .marked(marked)
        } else if let fever {
            self = .fever(fever)
        } else if let usualTime,
            abs(reading.takenAt.secondOfDay - usualTime) > BasalCycle.usualTimeTolerance
        {
            self = .unusualTime(time: reading.takenAt.secondOfDay, usual: usualTime)
        } else {
            return nil
        }
    }

    /// Why, without the values: what counts of left-out days are kept by.
    public enum Reason: Hashable, Sendable {
        /// Marked by the person, with the reason.
        case marked(Disturbance)
        /// A fever that day.
        case fever
        /// A time of day far from the usual.
        case time

        /// The reason's name in machine output (`stats --basal --json`): a marked reason's
        /// name, `fever` or `time`.
        public var name: String {
            switch self {
            case .marked(let reason): return reason.rawValue
            case .fever: return "fever"
            case .time: return "time"
            }
        }
    }

    /// Why, without the values.
    public var reason: Reason {
        switch self {
        case .marked(let reason): return .marked(reason)
        case .fever: return .fever
        case .unusualTime: return .time
        }
    }
}

extension BasalCycle {
    /// How many days' readings were left out, by reason, in the order the reasons first occur.
    public var leftOutCounts: [(reason: BasalDisturbance.Reason, count: Int)] {
        var counts: [(reason: BasalDisturbance.Reason, count: Int)] = []
        for reason in leftOutDays.compactMap({ $0.disturbance?.reason }) {
            if let index = counts.firstIndex(where: { $0.reason == reason }) {
                counts[index].count += 1
            } else {
                counts.append((reason, 1))
            }
        }
        return counts
    }
}
