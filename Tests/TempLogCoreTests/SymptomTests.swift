import Testing

@testable import TempLogCore

/// Symptom lists as people write them: Japanese separators, spaces and everyday words.
@Suite struct SymptomTests {
    @Test(arguments: [
        ("咳・頭痛", [Symptom.cough, .headache]), ("咳 頭痛", [.cough, .headache]),
        ("咳、頭痛", [.cough, .headache]), ("咳，頭痛", [.cough, .headache]),
        ("咳　頭痛", [.cough, .headache]), ("cough,headache", [.cough, .headache]),
        ("のど", [.soreThroat]), ("だるい", [.fatigue]), ("鼻づまり", [.stuffyNose]),
        ("鼻水・鼻づまり", [.runnyNose, .stuffyNose]),
        ("熱っぽい", [.feverish]), ("味覚・嗅覚の異常", [.tasteOrSmell]),
        ("咳・味覚・嗅覚の異常", [.cough, .tasteOrSmell]),
        ("sore throat headache", [.soreThroat, .headache]),
        ("loss of taste or smell", [.tasteOrSmell]), ("headache cough", [.cough, .headache]),
        ("のど・のど", [.soreThroat]), ("なし", [.none]),
        ("目の充血・目やに", [.soreEyes]), ("目の充血、目やに", [.soreEyes]),
        ("嘔吐・目の充血・目やに・腹痛", [.vomiting, .abdominalPain, .soreEyes]),
        ("threw up stomach ache", [.vomiting, .abdominalPain]),
    ])
    func readsListsAsPeopleWriteThem(text: String, expected: [Symptom]) throws {
        #expect(try Symptom.parseList(text) == expected)
    }

    @Test func refusesTheWordThatIsNotASymptomWithASuggestion() {
        #expect(throws: InputError.notASymptom("cogh", suggestion: "cough")) {
            try Symptom.parseList("頭痛・cogh")
        }
        #expect(throws: InputError.notASymptom("腰痛", suggestion: nil)) {
            try Symptom.parseList("咳 腰痛")
        }
        #expect(throws: InputError.noneWithSymptoms) { try Symptom.parseList("なし・咳") }
    }

    @Test func everyNameReadsAsItsSymptomAndNoNameIsTwoSymptoms() throws {
        var seen: [String: Symptom] = [:]
        for symptom in Symptom.allCases {
            for name in [symptom.rawValue, symptom.japaneseName] + symptom.synonyms {
                #expect(try Symptom.parseList(name) == [symptom], "\(name)")
                #expect(seen.updateValue(symptom, forKey: name) == nil, "\(name) twice")
            }
        }
    }
}

@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("recnt", "recent", 1), ("reprot", "report", 1), ("todya", "today", 1),
        ("undoo", "undo", 1),
        ("ken", "kenn", 1), ("", "abc", 3), ("abc", "abc", 0), ("ca", "abc", 3),
        ("kitten", "sitting", 3),
    ])
    func countsInsertionsDeletionsSubstitutionsAndSwaps(a: String, b: String, distance: Int) {
        #expect(EditDistance.between(a, b) == distance)
        #expect(EditDistance.between(b, a) == distance)
    }
}
