/// One column of a header row.
public struct HeaderColumn: Sendable, Equatable {
    /// The 0-based position of the column's cell in each record's `fields`.
    public let index: Int
    /// The header cell as written.
    public let name: String
    /// What the column holds, or nil for a column that is ignored.
    public let role: ColumnRole?

    /// Makes a column description.
    package init(index: Int, name: String, role: ColumnRole?) {
        self.index = index
        self.name = name
        self.role = role
    }

    /// The 1-based column number, for messages.
    public var column: Int { index + 1 }
}

/// Where each row's time comes from.
package enum TimeSource: Sendable, Equatable {
    /// One cell holds the whole timestamp: the ``ColumnRole/takenAt`` column, preferred over a
    /// date and a time column when the file has both (as templog's own export does).
    case takenAt(index: Int)
    /// A date column and, when the file has one, a time column. Without a time column each date
    /// cell must hold a time too (`2026/11/29 7:30`); a row whose cell holds only a date is for
    /// the caller to report.
    case dateAndTime(dateIndex: Int, timeIndex: Int?)
}

/// Where each row's temperature comes from.
package enum TemperatureSource: Sendable, Equatable {
    /// Degrees Celsius.
    case celsius(index: Int)
    /// Degrees Fahrenheit.
    case fahrenheit(index: Int)
    /// Both, as templog's own export writes them: the caller takes Celsius unless the row's
    /// ``ColumnRole/unit`` cell says F.
    case celsiusAndFahrenheit(celsiusIndex: Int, fahrenheitIndex: Int)
    /// A ``ColumnRole/temperature`` column: the unit is in each cell (`98.6F`) or inferred.
    case unitInCell(index: Int)
}

/// A column every import needs.
public enum RequiredColumn: Sendable, Equatable, CaseIterable {
    /// A ``ColumnRole/takenAt`` or ``ColumnRole/date`` column.
    case time
    /// A ``ColumnRole/celsius``, ``ColumnRole/fahrenheit`` or ``ColumnRole/temperature`` column.
    case temperature
}

/// Why a header row cannot be mapped.
public enum HeaderMappingError: Error, Sendable, Equatable {
    /// Two or more columns play the same role (two note columns, say).
    case duplicateRole(ColumnRole, columns: [HeaderColumn])
    /// A ``ColumnRole/temperature`` column (unit in the cell) stands beside a Celsius or
    /// Fahrenheit column, so which one to read is unclear.
    case conflictingTemperatureColumns([HeaderColumn])
    /// Required columns are missing; `header` is every column found, with its role if any.
    case missingColumns([RequiredColumn], header: [HeaderColumn])
}

/// A record whose field count differs from the header's.
package struct FieldCountMismatch: Sendable, Equatable {
    /// The 1-based line the record starts on.
    package let line: Int
    /// How many fields the header has.
    package let expected: Int
    /// How many fields the record has.
    package let found: Int

    /// Makes a mismatch for the record starting on `line`.
    package init(line: Int, expected: Int, found: Int) {
        self.line = line
        self.expected = expected
        self.found = found
    }
}

/// Which column of an imported file plays which role, decided from its header row.
package struct HeaderMapping: Sendable, Equatable {
    /// Every header column in order, with its role; columns without one are ignored.
    package let columns: [HeaderColumn]
    /// Where each row's time comes from.
    package let timeSource: TimeSource
    /// Where each row's temperature comes from.
    package let temperatureSource: TemperatureSource
    private let indexesByRole: [ColumnRole: Int]

    /// Maps the header row's fields to roles (see ``ColumnRole`` for the accepted names), or
    /// throws when a role appears twice or a time or temperature column is missing.
    package init(headerFields: [String]) throws(HeaderMappingError) {
        let columns = headerFields.enumerated().map { index, name in
            HeaderColumn(index: index, name: name, role: ColumnRole(headerName: name))
        }
        var indexesByRole: [ColumnRole: Int] = [:]
        for role in ColumnRole.allCases {
            let playing = columns.filter { $0.role == role }
            guard playing.count < 2 else { throw .duplicateRole(role, columns: playing) }
            indexesByRole[role] = playing.first?.index
        }
        let temperatureColumns = columns.filter { column in
            [.celsius, .fahrenheit, .temperature].contains(column.role)
        }
        if indexesByRole[.temperature] != nil, temperatureColumns.count > 1 {
            throw .conflictingTemperatureColumns(temperatureColumns)
        }
        let timeSource = Self.timeSource(indexesByRole)
        let temperatureSource = Self.temperatureSource(indexesByRole)
        guard let timeSource, let temperatureSource else {
            var missing: [RequiredColumn] = []
            if timeSource == nil { missing.append(.time) }
            if temperatureSource == nil { missing.append(.temperature) }
            throw .missingColumns(missing, header: columns)
        }
        self.columns = columns
        self.timeSource = timeSource
        self.temperatureSource = temperatureSource
        self.indexesByRole = indexesByRole
    }

    /// The 0-based field index of the column playing `role`, or nil if no column does.
    package func index(of role: ColumnRole) -> Int? { indexesByRole[role] }

    /// The columns without a role, which an import leaves unread.
    package var ignoredColumns: [HeaderColumn] { columns.filter { $0.role == nil } }

    /// The record's cell for `role`, or nil when no column plays the role or the cell is
    /// empty or missing. The text is returned as read, except that templog's guard against
    /// spreadsheet formulas is undone (see `FormulaGuard`).
    package func cell(_ role: ColumnRole, in record: DelimitedRecord) -> String? {
        guard let index = indexesByRole[role], index < record.fields.count else { return nil }
        let text = record.fields[index]
        guard !text.isEmpty else { return nil }
        return FormulaGuard.removed(from: text)
    }

    /// How the record's field count differs from the header's, or nil if it does not.
    package func fieldCountMismatch(in record: DelimitedRecord) -> FieldCountMismatch? {
        guard record.fieldCount != columns.count else { return nil }
        return FieldCountMismatch(
            line: record.line, expected: columns.count, found: record.fieldCount)
    }

    private static func timeSource(_ indexes: [ColumnRole: Int]) -> TimeSource? {
        if let takenAt = indexes[.takenAt] { return .takenAt(index: takenAt) }
        guard let date = indexes[.date] else { return nil }
        return .dateAndTime(dateIndex: date, timeIndex: indexes[.time])
    }

    private static func temperatureSource(_ indexes: [ColumnRole: Int]) -> TemperatureSource? {
        switch (indexes[.celsius], indexes[.fahrenheit], indexes[.temperature]) {
        case (let celsius?, let fahrenheit?, _):
            .celsiusAndFahrenheit(celsiusIndex: celsius, fahrenheitIndex: fahrenheit)
        case (let celsius?, nil, _): .celsius(index: celsius)
        case (nil, let fahrenheit?, _): .fahrenheit(index: fahrenheit)
        case (nil, nil, let temperature?): .unitInCell(index: temperature)
        case (nil, nil, nil): nil
        }
    }
}
