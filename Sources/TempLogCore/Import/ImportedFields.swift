/// Which of a reading's fields an imported file gave: a CSV without a `note` column says
/// nothing about notes, so a reading it carries keeps the note the store has. Time and
/// temperature are always given.
public struct ImportedFields: OptionSet, Sendable, Hashable {
    /// The set as bits.
    public let rawValue: UInt16

    /// Makes a set from its bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The `unit` the temperature was typed in.
    public static let unit = ImportedFields(rawValue: 1 << 0)
    /// `recordedAt`.
    public static let recordedAt = ImportedFields(rawValue: 1 << 1)
    /// `site`.
    public static let site = ImportedFields(rawValue: 1 << 2)
    /// `who`.
    public static let who = ImportedFields(rawValue: 1 << 3)
    /// `note`.
    public static let note = ImportedFields(rawValue: 1 << 4)
    /// `symptoms`.
    public static let symptoms = ImportedFields(rawValue: 1 << 5)
    /// `kind`.
    public static let kind = ImportedFields(rawValue: 1 << 6)
    /// `disturbed`.
    public static let disturbed = ImportedFields(rawValue: 1 << 7)

    /// Every field: a JSON Lines row is a whole reading (a key left out means absent).
    public static let all: ImportedFields = [
        .unit, .recordedAt, .site, .who, .note, .symptoms, .kind, .disturbed,
    ]

    /// The fields a delimited file's columns give. `recorded_at` is not among them: it is when
    /// templog was told, which a spreadsheet reformats but a person never corrects, so a CSV
    /// never rewrites it.
    init(_ mapping: HeaderMapping) {
        self = []
        let roles: [(ColumnRole, ImportedFields)] = [
            (.unit, .unit), (.site, .site), (.who, .who),
            (.note, .note), (.symptoms, .symptoms), (.kind, .kind), (.disturbed, .disturbed),
        ]
        for (role, field) in roles where mapping.index(of: role) != nil { insert(field) }
        if case .unitInCell = mapping.temperatureSource { insert(.unit) }
    }
}
