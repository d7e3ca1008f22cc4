/// What a reading measures: body temperature (the fever check) or basal body temperature,
/// taken on waking to a hundredth of a degree to follow a menstrual cycle. Fever logic looks
/// at body readings only.
public enum ReadingKind: String, CaseIterable, Sendable {
    case body
    case basal
}
