/// A field of a reading, named as the store's key for it.
public enum ReadingField: String, CaseIterable, Sendable {
    case id, takenAt, celsius, unit, recordedAt, site, who, note, symptoms, kind, disturbed
}
