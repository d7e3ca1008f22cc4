import TempLogCore
import TestSupport
import Testing

/// `templog import` of Apple Health exports written in any way XML allows: the records read
/// by an XML tokenizer, not picked out by pattern.
@Suite struct HealthXMLImportTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")

    /// An export with `records` inside its root element, after a DOCTYPE.
    static func export(_ records: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!ATTLIST Record sourceName CDATA "a > b">
        ]>
        <HealthData locale="en_US">
        \(records)
        </HealthData>

        """
    }

    static let added1 =
        "  rows without a name (from export.xml) → me: 1 added\n"
        + "Added 1 reading; skipped 0 already in the store and 0 repeated in the files; rejected 0.\n"

    func imported(_ records: String) -> (result: RunResult, notes: [String?]) {
        let path = sandbox.directory.write("export.xml", Self.export(records))
        let result = sandbox.run("import", path)
        return (result, sandbox.readings.map(\.note))
    }

    @Test func singleQuotedAttributesAreRead() {
        let (result, notes) = imported(
            "<Record type='HKQuantityTypeIdentifierBodyTemperature' sourceName='Watch' unit='degC' startDate='2026-11-28 07:00:00 +0900' value='36.6'/>"
        )
        #expect(result.status == 0)
        #expect(result.output == Self.added1)
        #expect(notes == ["Apple Health: Watch"])
    }

    @Test func aGreaterThanSignInAnAttributeValueIsPartOfTheValue() {
        let (result, notes) = imported(
            #"<Record sourceName="a > b" type="HKQuantityTypeIdentifierBodyTemperature" unit="degC" startDate="2026-11-28 07:00:00 +0900" value="36.6"><MetadataEntry key="HKBodyTemperatureSensorLocation" value="7"/></Record>"#
        )
        #expect(result.output == Self.added1)
        #expect(notes == ["Apple Health: a > b"])
        #expect(sandbox.readings.first?.site == .rectum)
    }

    @Test func entitiesInAttributeValuesAreDecoded() {
        let (result, notes) = imported(
            #"<Record type="HKQuantityTypeIdentifier&#x42;odyTemperature" sourceName="Tom &amp; Jerry&#x3E;&#33;" unit="degC" startDate="2026-11-28 07:00:00 +0900" value="36.6"/>"#
        )
        #expect(result.output == Self.added1)
        #expect(notes == ["Apple Health: Tom & Jerry>!"])
    }

    @Test func aRecordAcrossLinesIsReadAndNamedByItsFirstLine() {
        let (result, _) = imported(
            """
            <Record
              type="HKQuantityTypeIdentifierBodyTemperature"
              unit="degC" startDate="2026-11-28 07:00:00 +0900"
              value="365"
            />
            """)
        #expect(
            result.error.hasPrefix(
                "warning: rejected \(sandbox.directory.file("export.xml")):6: '365'"))
    }

    @Test func recordsInCommentsAndCDATAAreNotImported() {
        let record =
            #"<Record type="HKQuantityTypeIdentifierBodyTemperature" unit="degC" startDate="2026-11-28 07:00:00 +0900" value="36.6"/>"#
        let (result, notes) = imported(
            """
            <!-- \(record) -->
            <Me><![CDATA[ \(record) ]]></Me>
            """)
        #expect(result.status == 0)
        #expect(
            result.output
                == "Added 0 readings; skipped 0 already in the store and 0 repeated in the files; rejected 0.\n"
        )
        #expect(notes == [])
    }

    @Test func malformedXMLIsRefusedNamingTheLineAndNothingIsImported() {
        let good =
            #"<Record type="HKQuantityTypeIdentifierBodyTemperature" unit="degC" startDate="2026-11-28 07:00:00 +0900" value="36.6"/>"#
        let path = sandbox.directory.write(
            "export.xml",
            Self.export("\(good)\n<Record type=HKQuantityTypeIdentifierBodyTemperature/>"))
        let result = sandbox.run("import", path)
        #expect(result.status == 65)
        #expect(result.output == "")
        #expect(
            result.error
                == "Error: '\(path)' is not well-formed XML at line 7: '<Record' is not a well-formed tag (accepted: <name attribute=\"value\" …> or attribute='value'); nothing was imported\n"
        )
        #expect(sandbox.store == nil)
        let cut = sandbox.directory.write(
            "cut.xml", Self.export(good).replacing("</HealthData>\n", with: ""))
        #expect(
            sandbox.run("import", cut).error
                == "Error: '\(cut)' is not well-formed XML at line 5: the element '<HealthData>' opened there is never closed; nothing was imported\n"
        )
        #expect(
            sandbox.run(["import", cut], environment: ["LANG": "ja_JP.UTF-8"]).error
                == "エラー: 「\(cut)」は正しい XML ではありません（5 行目: そこで始まる要素「<HealthData>」が閉じられていません）。何も取り込んでいません。\n"
        )
    }

    @Test func aTabInAnAttributeValueIsASpace() {
        let (result, notes) = imported(
            "<Record type=\"HKQuantityTypeIdentifierBodyTemperature\" sourceName=\"a\tb\" unit=\"degC\" startDate=\"2026-11-28 07:00:00 +0900\" value=\"36.6\"/>"
        )
        #expect(result.output == Self.added1)
        #expect(notes == ["Apple Health: a b"])
    }

    @Test(arguments: [
        ("", "line 1: the file ends without an element (an export is one <HealthData> element)"),
        (
            "hello world",
            "line 1: 'hello' is text outside the top-level element (accepted there: white space, comments, <?…?>)"
        ),
        (
            "<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData [\n]>\n",
            "line 4: the file ends without an element (an export is one <HealthData> element)"
        ),
    ])
    func aFileWithoutARootElementIsRefused(content: String, problem: String) {
        let path = sandbox.directory.write("export.xml", content)
        let result = sandbox.run("import", "--format", "apple-health", path)
        #expect(result.status == 65)
        #expect(result.output == "")
        #expect(
            result.error
                == "Error: '\(path)' is not well-formed XML at \(problem); nothing was imported\n")
        #expect(sandbox.store == nil)
    }

    @Test func aRepeatedAttributeIsRefused() {
        let (result, _) = imported(
            #"<Record type="HKQuantityTypeIdentifierBodyTemperature" unit="degC" unit="degF" startDate="2026-11-28 07:00:00 +0900" value="36.6"/>"#
        )
        #expect(result.status == 65)
        #expect(
            result.error
                == "Error: '\(sandbox.directory.file("export.xml"))' is not well-formed XML at line 6: the attribute 'unit' is given twice in one tag (accepted: each name once); nothing was imported\n"
        )
        #expect(sandbox.store == nil)
    }

    /// Finding 2 of issue 31: one tag of 300,000 attributes took minutes to read (every new
    /// name compared with all before it); now it is refused at its 257th attribute.
    @Test func aTagOfThreeHundredThousandAttributesIsRefusedNamingItsLine() {
        let attributes = (0..<300_000).map { " a\($0)=\"1\"" }.joined()
        let (result, _) = imported("<Other\(attributes)/>")
        #expect(result.status == 65)
        #expect(
            result.error
                == "Error: '\(sandbox.directory.file("export.xml"))' is not well-formed XML at line 6: '<Other' has more than 256 attributes (no Health export has so many); nothing was imported\n"
        )
        #expect(sandbox.store == nil)
    }

    @Test func recordsOfOtherTypesArePassedOverWhateverTheirAttributesHold() {
        let (result, notes) = imported(
            """
            <Record type='HKQuantityTypeIdentifierStepCount' sourceName='Hana&apos;s "iPhone"' value='12'/>
            <Record type="HKQuantityTypeIdentifierHeartRate" device="&lt;&lt;HKDevice&gt;, name:Watch&gt;" note="a > b"><MetadataEntry key="k" value="1"/></Record>
            <Record sourceName="first" type="HKQuantityTypeIdentifierStepCount" value="3"/>
            <Record sourceName="Thermometer" type="HKQuantityTypeIdentifierBodyTemperature" unit="degC" startDate="2026-11-28 07:00:00 +0900" value="36.6"/>
            """)
        #expect(result.status == 0)
        #expect(result.output == Self.added1)
        #expect(notes == ["Apple Health: Thermometer"])
    }

    @Test(arguments: [
        (
            #"<Record type="HKQuantityTypeIdentifierStepCount" value="1" value="2"/>"#,
            "the attribute 'value' is given twice in one tag (accepted: each name once)"
        ),
        (
            #"<Record type='HKQuantityTypeIdentifierHeartRate' note='a < b'/>"#,
            "'<Record' is not a well-formed tag (accepted: <name attribute=\"value\" …> or attribute='value')"
        ),
        (
            #"<Workout note="&nbsp;"/>"#,
            "'&nbsp;' is not an entity XML defines (accepted: &amp; &lt; &gt; &quot; &apos; &#NN; &#xHH;)"
        ),
    ])
    func aMalformedTagOfAnotherRecordIsStillRefused(record: String, problem: String) {
        let good =
            #"<Record type="HKQuantityTypeIdentifierBodyTemperature" unit="degC" startDate="2026-11-28 07:00:00 +0900" value="36.6"/>"#
        let (result, _) = imported("\(good)\n\(record)")
        #expect(result.status == 65)
        #expect(
            result.error
                == "Error: '\(sandbox.directory.file("export.xml"))' is not well-formed XML at line 7: \(problem); nothing was imported\n"
        )
        #expect(sandbox.store == nil)
    }
}
