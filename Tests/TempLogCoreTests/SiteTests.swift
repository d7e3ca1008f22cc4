import Testing

@testable import TempLogCore

/// Measuring sites as people write them: every name the site table gives is read as its site.
@Suite struct SiteTests {
    @Test(arguments: Site.allCases)
    func everyNameInTheTableIsReadAsItsSite(site: Site) throws {
        for name in [site.rawValue, site.japaneseName] + site.synonyms {
            #expect(try Site.parse(name) == site)
            #expect(try Site.parse(name.uppercased()) == site)
        }
    }

    @Test func theSynonymsMessagesNameAreSynonymsOfTheTable() {
        for word in Site.commonSynonyms {
            #expect(Site.allCases.contains { $0.synonyms.contains(word) })
        }
    }

    @Test func aNearMissIsRefusedWithTheNameItLooksLike() {
        #expect(throws: InputError.notASite("armpti", suggestion: "armpit")) {
            try Site.parse("armpti")
        }
        #expect(throws: InputError.notASite("直腸の", suggestion: "直腸")) {
            try Site.parse("直腸の")
        }
        #expect(throws: InputError.notASite("目", suggestion: nil)) { try Site.parse("目") }
    }
}
