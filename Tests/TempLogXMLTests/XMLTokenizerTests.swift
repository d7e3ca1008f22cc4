import Testing

@testable import TempLogXML

/// The XML tokenizer the Apple Health import reads with: each construct of the subset exports
/// use, a document cut at every offset, and malformed XML named by its line.
@Suite struct XMLTokenizerTests {
    /// The tokens of `document` as text (`<name a=v>@line`, `</>@line`), the document fed in
    /// pieces cut at `cuts`, each piece added to what the tokenizer left unread.
    static func tokens(
        _ document: String, cutAt cuts: [Int] = [], selecting selection: XMLSelection? = nil
    ) throws -> [String] {
        let bytes = Array(document.utf8)
        var tokenizer = selection.map { XMLTokenizer(selecting: $0) } ?? XMLTokenizer()
        var log: [String] = []
        var buffer: [UInt8] = []
        var fed = 0
        for cut in cuts + [bytes.count] {
            buffer += bytes[fed..<cut]
            fed = cut
            let used = try buffer.withUnsafeBufferPointer { piece in
                try tokenizer.tokenize(piece, isFinal: cut == bytes.count) { token in
                    switch token {
                    case .start(let tag):
                        let attributes = tag.attributeValues.sorted { $0.key < $1.key }
                            .map { " \($0.key)=\($0.value)" }.joined()
                        log.append("<\(tag.name)\(attributes)>@\(tag.line)")
                    case .end(let line):
                        log.append("</>@\(line)")
                    }
                }
            }
            buffer.removeFirst(used)
        }
        return log
    }

    static func error(
        _ document: String, cutAt cuts: [Int] = [], selecting selection: XMLSelection? = nil
    ) -> XMLSyntaxError? {
        do {
            _ = try tokens(document, cutAt: cuts, selecting: selection)
            return nil
        } catch {
            return error as? XMLSyntaxError
        }
    }

    /// A small document with every construct the tokenizer reads or skips.
    static let document = """
        \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!ELEMENT HealthData (Record*)>
        <!ATTLIST Record type CDATA #REQUIRED note CDATA "a > b">
        <!-- a > in a comment of the subset ] -->
        <?pi in the subset > ?>
        ]>
        <HealthData locale='ja_JP'>
         <!-- <Record type="commented"/> -->
         <Record type="t" sourceName='Hana&apos;s "Watch"' note="a > b &amp; c &#x3E; &#62;"
          unit = "degC">
          <MetadataEntry key="k" value="1"/>
          <![CDATA[ <Record type="in CDATA"/> ]]>
          text &amp; more
         </Record >
         <?done?>
        </HealthData>
        <!-- after -->

        """

    static let expected = [
        "<HealthData locale=ja_JP>@8",
        #"<Record note=a > b & c > > sourceName=Hana's "Watch" type=t unit=degC>@10"#,
        "<MetadataEntry key=k value=1>@12", "</>@12",
        "</>@15",
        "</>@17",
    ]

    @Test func everyConstructIsReadOrSkipped() throws {
        #expect(try Self.tokens(Self.document) == Self.expected)
    }

    @Test func aDocumentCutAtAnyOffsetGivesTheSameTokens() throws {
        let count = Self.document.utf8.count
        for offset in 0...count {
            #expect(
                try Self.tokens(Self.document, cutAt: [offset]) == Self.expected, "cut at \(offset)"
            )
        }
        #expect(try Self.tokens(Self.document, cutAt: Array(0...count)) == Self.expected)
    }

    @Test func everyEntityAndCharacterReferenceIsDecoded() throws {
        #expect(
            try Self.tokens(#"<a v="&amp;&lt;&gt;&quot;&apos;&#65;&#x42;&#x3e;&#x1F321;"/>"#)
                == [#"<a v=&<>"'AB>🌡>@1"#, "</>@1"])
    }

    static let malformed: [(String, Int, XMLProblem)] = [
        ("<a>\n<b c=d/></a>", 2, .malformedTag("<b")),
        ("<a b=\"1\"c=\"2\"/>", 1, .malformedTag("<a")),
        ("<a b=\"x < y\"/>", 1, .malformedTag("<a")),
        ("<a>\n\n<b v=\"&nbsp;\"/></a>", 3, .unknownEntity("&nbsp;")),
        ("<a v=\"&#0;\"/>", 1, .unknownEntity("&#0;")),
        ("<a v=\"& b\"/>", 1, .unknownEntity("&")),
        ("<a>\n<b></c></a>", 2, .mismatchedEndTag(found: "c", open: "b")),
        ("<a/>\n</a>", 2, .unexpectedEndTag("a")),
        ("<a/>\n<b/>", 2, .secondRoot("b")),
        ("<a>\n <b>\n</a>", 3, .mismatchedEndTag(found: "a", open: "b")),
        ("<a>\n <b/>\n", 1, .notClosed("a")),
        ("<a>\n<!-- never closed", 2, .endsInside("<!--")),
        ("<a>\n<![CDATA[ never closed", 2, .endsInside("<![CDATA[")),
        ("<!DOCTYPE a [\n<!ENTITY x \"y\">", 1, .endsInside("<!DOCTYPE")),
        ("<a>\n<b c=\"never closed/>\n", 2, .endsInside("<b")),
        ("<a>\n<!ENTITY x \"y\"></a>", 2, .malformedMarkup("<!ENTITY")),
        ("<![CDATA[ outside ]]><a/>", 1, .malformedMarkup("<![CDATA[")),
        ("", 1, .noRootElement),
        ("hello world", 1, .textOutsideRoot("hello")),
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE a [\n]>\n", 4, .noRootElement),
        ("junk<a/>", 1, .textOutsideRoot("junk")),
        ("<a/>\n  junk", 2, .textOutsideRoot("junk")),
        ("<a>\n<b c=\"1\" d=\"2\" c=\"3\"/></a>", 2, .repeatedAttribute("c")),
        ("<!DOCTYPEa>\n<a/>", 1, .malformedMarkup("<!DOCTYPEa>")),
        ("<!DOCTYPE a>\n<!DOCTYPE a>\n<a/>", 2, .malformedMarkup("<!DOCTYPE")),
        ("<a>\n<!DOCTYPE a></a>", 2, .malformedMarkup("<!DOCTYPE")),
        ("<a/>\n<!DOCTYPE a>", 2, .malformedMarkup("<!DOCTYPE")),
        ("<a v=\"&#x0000;\"/>", 1, .unknownEntity("&#x0000;")),
        ("<a v=\"&#xD800;\"/>", 1, .unknownEntity("&#xD800;")),
        ("<a v=\"&#x00110000;\"/>", 1, .unknownEntity("&#x00110000;")),
        ("<a v=\"&#1114112;\"/>", 1, .unknownEntity("&#1114112;")),
        ("<1a/>", 1, .malformedTag("<1a/>")),
    ]

    @Test(arguments: malformed)
    func malformedXMLIsAnErrorNamingTheLine(document: String, line: Int, problem: XMLProblem) {
        #expect(Self.error(document) == XMLSyntaxError(line: line, problem: problem))
    }

    @Test func malformedXMLGivesTheSameErrorWhereverTheBufferIsCut() {
        for (document, line, problem) in Self.malformed {
            let expected = XMLSyntaxError(line: line, problem: problem)
            for offset in 0...document.utf8.count {
                #expect(
                    Self.error(document, cutAt: [offset]) == expected,
                    "\(document) cut at \(offset)")
            }
        }
    }

    @Test func aDocumentWithoutAnElementIsAnError() {
        #expect(Self.error("") == XMLSyntaxError(line: 1, problem: .noRootElement))
        #expect(
            Self.error("<?xml version=\"1.0\"?>\n<!-- nothing -->\n")
                == XMLSyntaxError(line: 3, problem: .noRootElement))
    }

    @Test func tabsNewlinesAndCarriageReturnsInAttributeValuesAreSpaces() throws {
        #expect(
            try Self.tokens("<a v=\"a\tb\nc\r\nd\re\" w=\"&#9;&#10;&#13;\"/>")
                == ["<a v=a b c d e w=\t\n\r>@1", "</>@1"])
    }

    @Test func characterReferencesPaddedWithZerosAreDecoded() throws {
        #expect(
            try Self.tokens("<a v=\"&#x0000000041;&#00000000000066;&#x0001F321;\"/>")
                == ["<a v=AB🌡>@1", "</>@1"])
    }

    // MARK: - Selecting

    /// Selects the `r` elements whose `type` is `t` or `u`.
    static let selection = XMLSelection(element: "r", attribute: "type", values: ["t", "u"])

    /// Tags the selection passes over in every way the fast path meets them, and the selected
    /// ones among them.
    static let selectingDocument = """
        <root>
         <r type='x' note='single quotes' v="a 'quoted' word"><c k="1"/></r>
         <r type="x" note="a > b" w='&lt;&#x3E;&amp;&quot;&apos;&#33;'/>
         <r note="type is not first" type="x"/>
         <r note="type is not first" type="t"><c k="2"/></r>
         <r type="&#x74;" note="decoded, then compared"/>
         <other type="t" line="a
        b"/>
         <r type="u"
           note="selected"><c k="3"><d/></c></r>
         <r type="tt" v="&#x1F321;"/>
        </root>

        """

    @Test func aSelectingTokenizerReportsOnlyTheSelectedElementsAndWhatTheyHold() throws {
        #expect(
            try Self.tokens(Self.selectingDocument, selecting: Self.selection) == [
                "<r note=type is not first type=t>@5", "<c k=2>@5", "</>@5", "</>@5",
                "<r note=decoded, then compared type=t>@6", "</>@6",
                "<r note=selected type=u>@9", "<c k=3>@10", "<d>@10", "</>@10", "</>@10", "</>@10",
            ])
    }

    @Test func aSelectingTokenizerGivesTheSameTokensWhereverTheBufferIsCut() throws {
        let expected = try Self.tokens(Self.selectingDocument, selecting: Self.selection)
        let count = Self.selectingDocument.utf8.count
        for offset in 0...count {
            #expect(
                try Self.tokens(Self.selectingDocument, cutAt: [offset], selecting: Self.selection)
                    == expected, "cut at \(offset)")
        }
        #expect(
            try Self.tokens(
                Self.selectingDocument, cutAt: Array(0...count), selecting: Self.selection)
                == expected)
    }

    @Test func aSelectingTokenizerReadsTheWholeDocumentAsTheOtherDoes() throws {
        let expected = try Self.tokens(Self.document)
        #expect(
            try Self.tokens(
                Self.document,
                selecting: XMLSelection(
                    element: "HealthData", attribute: "locale", values: ["ja_JP"]))
                == expected)
        #expect(
            try Self.tokens(
                Self.document,
                selecting: XMLSelection(
                    element: "Record", attribute: "type", values: ["t"]))
                == Array(expected[1...4]))
    }

    /// Malformed tags the selection passes over, each as the fast path would meet it.
    static let malformedSkipped: [(String, Int, XMLProblem)] = [
        ("<a>\n<r type='x' v='1' v='2'/></a>", 2, .repeatedAttribute("v")),
        ("<a>\n<r type=\"x\" v=\"a < b\"/></a>", 2, .malformedTag("<r")),
        ("<a>\n<r type=\"x\" v=\"&nbsp;\"/></a>", 2, .unknownEntity("&nbsp;")),
        ("<a>\n<r type=\"x\" v=\"&#xFFFE;\"/></a>", 2, .unknownEntity("&#xFFFE;")),
        ("<a>\n<r type=\"x\" v='1\"/></a>", 2, .malformedTag("<r")),
        ("<a>\n<r type=\"x\" v=\"1", 2, .endsInside("<r")),
        ("<a>\n<r type=\"x\"v=\"1\"/></a>", 2, .malformedTag("<r")),
        ("<a>\n<r type=\"x\" v=1/></a>", 2, .malformedTag("<r")),
        ("<a>\n<r type=\"x\" 1v=\"1\"/></a>", 2, .malformedTag("<r")),
        ("<a>\n<r type=\"x\" /x></a>", 2, .malformedTag("<r")),
        ("<a>\n<r v=\"1\" type=\"x\" v=\"2\"/></a>", 2, .repeatedAttribute("v")),
        ("<a>\n<s type=\"t\" k=\"1\"\n k=\"2\"/></a>", 2, .repeatedAttribute("k")),
        ("<a>\n<r type=\"x\"></s></a>", 2, .mismatchedEndTag(found: "s", open: "r")),
        ("<a/>\n<r type=\"x\"/>", 2, .secondRoot("r")),
        ("<a>\n<r type=\"x\">\n</a>", 3, .mismatchedEndTag(found: "a", open: "r")),
    ]

    @Test(arguments: malformed + malformedSkipped)
    func aSelectingTokenizerRefusesWhatTheOtherRefuses(
        document: String, line: Int, problem: XMLProblem
    ) {
        let expected = XMLSyntaxError(line: line, problem: problem)
        #expect(Self.error(document) == expected)
        for offset in 0...document.utf8.count {
            #expect(
                Self.error(document, cutAt: [offset], selecting: Self.selection) == expected,
                "\(document) cut at \(offset)")
        }
    }
}
