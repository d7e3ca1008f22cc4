import Testing

@testable import TempLogCSV

@Suite struct HeaderMappingTests {
    /// templog's own export columns.
    static let exportHeader = [
        "date", "time", "celsius", "fahrenheit", "fever", "site", "who", "note", "id", "taken_at",
        "unit", "recorded_at",
    ]

    /// Reads `text`, maps its first record as the header and returns the mapping and the rest.
    static func mapped(
        _ text: String, delimiter: UInt8 = DelimitedReader.comma,
        quoting: QuotingMode = .rfc4180
    ) throws -> (HeaderMapping, [DelimitedRecord]) {
        let read = records(readRows(text, delimiter: delimiter, quoting: quoting))
        return (try HeaderMapping(headerFields: read[0].fields), Array(read.dropFirst()))
    }

    @Test func mapsAJapaneseSpreadsheet() throws {
        let (mapping, rows) = try Self.mapped("日付,時刻,体温,メモ\n2026/11/29,7:30,36.5,朝\n")
        #expect(mapping.timeSource == .dateAndTime(dateIndex: 0, timeIndex: 1))
        #expect(mapping.temperatureSource == .unitInCell(index: 2))
        #expect(mapping.index(of: .note) == 3)
        #expect(mapping.ignoredColumns.isEmpty)
        let row = rows[0]
        #expect(mapping.fieldCountMismatch(in: row) == nil)
        let date = mapping.cell(.date, in: row).flatMap(CellDate.init(parsing:))
        #expect(date == CellDate(year: 2026, month: 11, day: 29))
        let time = mapping.cell(.time, in: row).flatMap(CellTime.init(parsing:))
        #expect(time?.secondOfDay == 27_000)
        #expect(mapping.cell(.temperature, in: row) == "36.5")
        #expect(mapping.cell(.note, in: row) == "朝")
        #expect(mapping.cell(.site, in: row) == nil)
    }

    @Test func mapsAnEnglishSpreadsheet() throws {
        let (mapping, rows) = try Self.mapped(
            "Date,Time,Temperature (°F),Notes\r\n2026-11-29,7:30 AM,99.1,\"tired, achy\"\r\n")
        #expect(mapping.timeSource == .dateAndTime(dateIndex: 0, timeIndex: 1))
        #expect(mapping.temperatureSource == .fahrenheit(index: 2))
        #expect(mapping.cell(.fahrenheit, in: rows[0]) == "99.1")
        #expect(mapping.cell(.note, in: rows[0]) == "tired, achy")
        let time = mapping.cell(.time, in: rows[0]).flatMap(CellTime.init(parsing:))
        #expect(time?.secondOfDay == 27_000)
    }

    @Test func mapsTemplogsOwnCSVExport() throws {
        let row =
            "2026-11-29,07:30,36.5,97.7,false,armpit,hana,\"'=SUM(A1), ok\",r1,"
            + "2026-11-29T07:30:00+09:00,C,2026-11-29T07:31:00+09:00"
        let (mapping, rows) = try Self.mapped(
            Self.exportHeader.joined(separator: ",") + "\r\n" + row + "\r\n")
        #expect(mapping.timeSource == .takenAt(index: 9))
        #expect(
            mapping.temperatureSource == .celsiusAndFahrenheit(celsiusIndex: 2, fahrenheitIndex: 3))
        #expect(mapping.ignoredColumns == [HeaderColumn(index: 4, name: "fever", role: nil)])
        let roles: [ColumnRole?] = [
            .date, .time, .celsius, .fahrenheit, nil, .site, .who, .note, .id, .takenAt, .unit,
            .recordedAt,
        ]
        #expect(mapping.columns.map(\.role) == roles)
        #expect(mapping.columns.map(\.name) == Self.exportHeader)
        let record = rows[0]
        #expect(mapping.cell(.note, in: record) == "=SUM(A1), ok")
        #expect(mapping.cell(.unit, in: record) == "C")
        #expect(mapping.cell(.who, in: record) == "hana")
        #expect(mapping.index(of: .symptoms) == nil)
        let takenAt = try #require(mapping.cell(.takenAt, in: record).flatMap(CellDateTime.init))
        #expect(takenAt.date == CellDate(year: 2026, month: 11, day: 29))
        #expect(takenAt.secondOfDay == 27_000)
        #expect(takenAt.utcOffsetSeconds == 32_400)
    }

    @Test func mapsTemplogsOwnTSVExportWithSymptomsAndKind() throws {
        let header = (Self.exportHeader + ["symptoms", "kind"]).joined(separator: "\t")
        let row = [
            "2026-11-29", "07:30", "37.0", "98.6", "false", "", "はな", #"'-3\tline\nnext"#, "r2",
            "2026-11-29T07:30:00-05:00", "F", "2026-11-29T07:31:00-05:00", "cough", "reading",
        ].joined(separator: "\t")
        let (mapping, rows) = try Self.mapped(
            header + "\n" + row + "\n", delimiter: DelimitedReader.tab,
            quoting: .backslashEscapes)
        #expect(mapping.index(of: .symptoms) == 12)
        #expect(mapping.index(of: .kind) == 13)
        #expect(mapping.timeSource == .takenAt(index: 9))
        #expect(mapping.fieldCountMismatch(in: rows[0]) == nil)
        #expect(mapping.cell(.note, in: rows[0]) == "-3\tline\nnext")
        #expect(mapping.cell(.site, in: rows[0]) == nil)
        #expect(mapping.cell(.unit, in: rows[0]) == "F")
        #expect(mapping.cell(.symptoms, in: rows[0]) == "cough")
        #expect(mapping.cell(.kind, in: rows[0]) == "reading")
        #expect(
            mapping.cell(.takenAt, in: rows[0]).flatMap(CellDateTime.init)?.utcOffsetSeconds
                == -18_000)
    }

    @Test(arguments: [
        ("Taken At", ColumnRole.takenAt), ("taken-at", .takenAt), ("TAKEN_AT", .takenAt),
        ("takenAt", .takenAt), ("ＴＡＫＥＮ＿ＡＴ", .takenAt), (" Timestamp ", .takenAt),
        ("Date/Time", .takenAt), ("測定日時", .takenAt), ("DAY", .date), ("日付", .date),
        ("時間", .time), ("ﾒﾓ", .note), ("ｺﾒﾝﾄ", .note), ("備考", .note), ("Remarks", .note),
        ("体温(℃)", .celsius), ("体温（℃）", .celsius), ("temp_c", .celsius),
        ("Temperature [C]", .celsius), ("°C", .celsius), ("℃", .celsius), ("(°C)", .celsius),
        ("Temperature_C", .celsius), ("Temp °C", .celsius), ("Body Temperature (deg C)", .celsius),
        ("temperature (celsius)", .celsius), ("体温(摂氏)", .celsius), ("体温℃", .celsius),
        ("temperature (ºC)", .celsius), ("Celsius", .celsius), ("Temperature (°F)", .fahrenheit),
        ("temp_f", .fahrenheit), ("TEMP F", .fahrenheit), ("体温(℉)", .fahrenheit),
        ("°F", .fahrenheit), ("Fahrenheit", .fahrenheit), ("Temperature", .temperature),
        ("temp", .temperature), ("body_temperature", .temperature), ("熱", .temperature),
        ("体温", .temperature), ("Location", .site), ("測定部位", .site), ("Name", .who),
        ("氏名", .who), ("ID", .id), ("Unit", .unit), ("recordedAt", .recordedAt),
        ("Recorded At", .recordedAt), ("症状", .symptoms), ("Kind", .kind),
    ])
    func recognisesHeaderNames(name: String, role: ColumnRole) {
        #expect(ColumnRole(headerName: name) == role)
    }

    @Test(arguments: [
        "fever", "tempo", "c", "f", "temperature (K)", "note (x)", "", "date of birth", "(x)",
        "temperatures", "time zone",
    ])
    func ignoresOtherHeaderNames(name: String) {
        #expect(ColumnRole(headerName: name) == nil)
    }

    @Test func everyDocumentedNameMapsToItsOwnRole() {
        for role in ColumnRole.allCases {
            for name in role.acceptedNames {
                #expect(ColumnRole(headerName: name) == role, "\(name)")
            }
        }
    }

    @Test func failsWithoutATemperatureColumn() {
        let error = #expect(throws: HeaderMappingError.self) {
            try HeaderMapping(headerFields: ["日付", "時刻", "メモ", "extra"])
        }
        let header = [
            HeaderColumn(index: 0, name: "日付", role: .date),
            HeaderColumn(index: 1, name: "時刻", role: .time),
            HeaderColumn(index: 2, name: "メモ", role: .note),
            HeaderColumn(index: 3, name: "extra", role: nil),
        ]
        #expect(error == .missingColumns([.temperature], header: header))
    }

    @Test func failsWithoutATimeColumnEvenWithATimeOfDay() {
        #expect(
            throws: HeaderMappingError.missingColumns(
                [.time],
                header: [
                    HeaderColumn(index: 0, name: "time", role: .time),
                    HeaderColumn(index: 1, name: "celsius", role: .celsius),
                ])
        ) { try HeaderMapping(headerFields: ["time", "celsius"]) }
        #expect(
            throws: HeaderMappingError.missingColumns(
                [.time, .temperature], header: [HeaderColumn(index: 0, name: "x", role: nil)])
        ) { try HeaderMapping(headerFields: ["x"]) }
    }

    @Test func acceptsADateColumnWithoutATimeColumn() throws {
        let mapping = try HeaderMapping(headerFields: ["日付", "体温(℃)"])
        #expect(mapping.timeSource == .dateAndTime(dateIndex: 0, timeIndex: nil))
        #expect(mapping.temperatureSource == .celsius(index: 1))
    }

    @Test func failsOnTheSameRoleTwiceNamingBothColumns() {
        let error = #expect(throws: HeaderMappingError.self) {
            try HeaderMapping(headerFields: ["date", "celsius", "note", "Notes"])
        }
        #expect(
            error
                == .duplicateRole(
                    .note,
                    columns: [
                        HeaderColumn(index: 2, name: "note", role: .note),
                        HeaderColumn(index: 3, name: "Notes", role: .note),
                    ]))
    }

    @Test func failsOnATemperatureColumnBesideAColumnWithAUnit() {
        #expect(
            throws: HeaderMappingError.conflictingTemperatureColumns([
                HeaderColumn(index: 1, name: "temperature", role: .temperature),
                HeaderColumn(index: 2, name: "temp_c", role: .celsius),
            ])
        ) { try HeaderMapping(headerFields: ["date", "temperature", "temp_c"]) }
    }

    @Test func undoesOnlyTemplogsFormulaGuard() throws {
        let mapping = try HeaderMapping(headerFields: ["date", "celsius", "note"])
        func note(_ text: String) -> String? {
            mapping.cell(.note, in: DelimitedRecord(fields: ["d", "c", text], line: 2))
        }
        for start in ["=", "+", "-", "@", "\t", "\r"] {
            #expect(note("'" + start + "x") == start + "x")
        }
        #expect(note("'a") == "'a")
        #expect(note("'") == "'")
        #expect(note("''=x") == "'=x")
        #expect(note("''a") == "''a")
        #expect(note("=x") == "=x")
        #expect(note("") == nil)
        #expect(mapping.cell(.note, in: DelimitedRecord(fields: ["d"], line: 2)) == nil)
    }

    @Test func reportsRecordsWhoseFieldCountDiffers() throws {
        let mapping = try HeaderMapping(headerFields: ["date", "celsius"])
        let short = DelimitedRecord(fields: ["2026-11-29"], line: 7)
        #expect(
            mapping.fieldCountMismatch(in: short)
                == FieldCountMismatch(line: 7, expected: 2, found: 1))
    }
}
