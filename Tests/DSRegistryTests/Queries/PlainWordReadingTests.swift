import Foundation
import Testing
@testable import DSRegistryCodeConnect
@testable import DSRegistryCore
@testable import DSRegistryPublishing
@testable import DSRegistryQueries
@testable import DSRegistryRestructure
@testable import DSRegistrySeeding
@testable import DSRegistryStore
@testable import DSRegistrySynthetic
@testable import DSRegistryTokens

/// Issue 35: sentences read by their values and concept words. `Fixtures/plain-words.tsv` holds
/// fresh sentences in every style (plain, typo, criterion name, inflection, meaning, duration,
/// terse, search, and refusals); at least 90% of the answerable ones are understood, every
/// refusal is refused, and none goes to a wrong question.
@Suite struct PlainWordReadingTests {
    let registry = SeededRegistry.shared

    /// The command a sentence becomes, or "REFUSED".
    func command(_ sentence: String, among questions: [Question] = QuestionCatalog.builtIn) throws -> String {
        let reading = try registry.read(sentence, among: questions)
        guard let winner = reading.winner else { return "REFUSED" }
        return try registry.commandLine(winner.question, winner.arguments)
    }

    @Test func freshSentencesInEveryStyleAreUnderstood() throws {
        let url = TestPaths.fixtures.appendingPathComponent("plain-words.tsv")
        let rows = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count >= 100)
        var (answerable, understood, wrong, misses) = (0, 0, [String](), [String]())
        var byStyle: [String: (right: Int, all: Int)] = [:]
        // Asked as `dsreg query` asks in this project: the built-in questions and the saved ones.
        let questions = QuestionCatalog.builtIn + SavedQuestions.load(folder: SavedQuestionTests.projectQueries, displayPrefix: "Queries").questions
        for row in rows {
            try #require(row.count == 3, "style<TAB>sentence<TAB>command: \(row)")
            let (style, sentence, expected) = (row[0], row[1], row[2])
            let got = try command(sentence, among: questions)
            byStyle[style, default: (0, 0)].all += 1
            if got == expected { byStyle[style]?.right += 1 }
            if expected == "REFUSED" {
                if got != "REFUSED" { wrong.append("\(sentence) → \(got), expected a refusal") }
                continue
            }
            answerable += 1
            if got == expected { understood += 1 }
            else if got == "REFUSED" { misses.append(sentence) }
            else { wrong.append("\(sentence) → \(got), expected \(expected)") }
        }
        let rates = byStyle.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.right)/\($0.value.all)" }
        print("plain words: \(understood)/\(answerable) understood; " + rates.joined(separator: ", "))
        #expect(wrong.isEmpty, Comment(rawValue: "sent to a wrong question or not refused:\n" + wrong.joined(separator: "\n")))
        #expect(Double(understood) >= 0.9 * Double(answerable), Comment(rawValue: "refused:\n" + misses.joined(separator: "\n")))
    }

    /// A refusal names the kind of value the sentence used, as the kind is called ("status" was "statu").
    @Test func aValueTheRegistryLacksIsNamedWithItsKind() throws {
        let status = try registry.read("which issues have a fizzy status", among: QuestionCatalog.builtIn)
        #expect(status.winner == nil)
        #expect(status.why == "the sentence names what the registry does not have: 'fizzy' (no status has that name)")
        let verdicts = try registry.read("show the verdict 'amazing' components", among: QuestionCatalog.builtIn)
        #expect(verdicts.why == "the sentence names what the registry does not have: 'amazing' (no verdict has that name)")
    }

    /// A built-in platform no system of the registry ships on ("web" here: every fixture system
    /// declares iOS, Android or Figma) is refused as such, and what is suggested asks without it
    /// (it was answered `--platform web`, which the question then rejected). An everyday word
    /// that is also a value, in a sentence about something else, is no value ("What time does
    /// the shop open?" was answered `lacking-state expanded`).
    @Test func aPlatformNoSystemShipsOnAndAnEverydayValueAreRefusedWithWhy() throws {
        let web = try registry.read("which components lack focus on web?", among: QuestionCatalog.builtIn)
        #expect(web.winner == nil)
        #expect(web.why == "the sentence names what the registry does not have: 'web' (no system of the registry ships on that platform)")
        #expect(web.closest.prefix(2) == ["lacking-state focused", "a11y"])
        let shop = try registry.read("What time does the shop open?", among: QuestionCatalog.builtIn)
        #expect(shop.winner == nil)
        #expect(shop.why == "lacking-state fits best, but the sentence names nothing the registry holds (only everyday words that are also values: 'open', and no word such as 'component')")
        #expect(try registry.read("which ones are open?", among: QuestionCatalog.builtIn).winner?.question.name == "lacking-state")
    }

    /// A value said as left out is no filter, and no question leaves one out: the sentence is
    /// refused with why ("excluding the deprecated ones" was read as verdict deprecate, "except
    /// the ones on Title Bar" as Title Bar's issues).
    @Test func aValueLeftOutIsRefusedWithWhy() throws {
        let deprecated = try registry.read("Which components lack hover, excluding the deprecated ones?", among: QuestionCatalog.builtIn)
        #expect(deprecated.winner == nil)
        #expect(deprecated.why == "the sentence leaves out 'excluding the deprecated ones', and no question leaves a value out; ask without it to see every one")
        #expect(deprecated.explanation.contains("left out: 'excluding the deprecated ones'\n"))
        let titleBar = try registry.read("Which issues are open, except the ones on Title Bar?", among: QuestionCatalog.builtIn)
        #expect(titleBar.winner == nil)
        #expect(titleBar.leftOut == ["except the ones on Title Bar"])
        // ("Other than that, which …": nothing named is left out.)
        #expect(try command("Other than that, which components lack pressed?") == "lacking-state pressed")
    }

    /// Effort and plugins are not in the registry: the refusal says so ("which Figma plugin is
    /// best" was answered by figma-evidence, the hours spent on a restructure by verdict).
    @Test func effortAndPluginsAreRefusedWithWhy() throws {
        let effort = try registry.read("how many hours did the team spend on the Header restructure?", among: QuestionCatalog.builtIn)
        #expect(effort.winner == nil)
        #expect(effort.why == "'spend' asks for the effort people spent; the registry records components and their assessments, not time worked")
        let plugin = try registry.read("Which Figma plugin is best for auto layout?", among: QuestionCatalog.builtIn)
        #expect(plugin.winner == nil)
        #expect(plugin.why == "the sentence names what the registry does not have: 'plugin' (the registry records components and imported Figma libraries, not plugins)")
        // Said of who asks, a plugin is no refusal.
        let ours = try registry.read("my plugin is asking: which tokens alias a token the registry does not have", among: QuestionCatalog.builtIn)
        #expect(ours.winner?.question.name == "dangling-aliases")
    }

    /// What was read, in the order `--explain` prints it.
    @Test func explainShowsTheValuesTheThreeBestAndWhy() throws {
        let reading = try registry.read("which componets are weak on native mappability", among: QuestionCatalog.builtIn)
        #expect(reading.explanation == """
            read: which components are weak on native mappability
            typo: 'componets' read as components
            value: 'native mappability' criterion C4
            1. criterion  4.0  words: weak; takes criterion C4
            2. search  1.0  words: none; takes text componets weak native mappability
            3. issues  0.0  words: none; takes criterion C4
            answer: dsreg query criterion C4
            why: criterion leads by 3.0 with weak

            """)
    }

    @Test func typosAreReadAndSaid() throws {
        let reading = try registry.read("which componets lack pressed state on andorid", among: QuestionCatalog.builtIn)
        #expect(reading.corrections.map { "\($0.typed) \($0.read)" } == ["componets components", "andorid android"])
        #expect(try command("which components lack a disabled state on iso") == "lacking-state disabled --platform ios")
        // Everyday words a letter from the vocabulary stay themselves.
        #expect(try command("order a pizza") == "REFUSED")
        // "platform" is a word, not a typo of "platforms".
        #expect(try registry.read("which components lack pressed on every platform", among: QuestionCatalog.builtIn).corrections.isEmpty)
        // Words a phrase joins ("sit+on") are no typo's target: "stone" is not "siton".
        #expect(try registry.read("what does the Title Bar stone sit on", among: QuestionCatalog.builtIn).corrections.isEmpty)
        // A vowel left out of a short word is read back in, unless a stop word is that word too.
        #expect(try registry.read("where is text/accent/link usd", among: QuestionCatalog.builtIn).corrections.map(\.read) == ["used"])
        #expect(try registry.read("frm Badge which issues", among: QuestionCatalog.builtIn).corrections.isEmpty)
    }

    /// "since spring" counts months back from today; the other durations are fixed.
    @Test func durationsInWords() throws {
        let context = try registry.writer.read { SentenceContext(names: try NameLookup($0).names(), today: "2026-11-25") { _ in false } }
        let words = SentenceWords.split("not assessed since spring", limit: 100).words
        #expect(SentenceDurations.duration(at: 2, words, today: context.today)?.readings[.duration] == "8m")
        let cases = ["for two quarters": "6m", "for 18 months": "18m", "in a year": "1y", "six weeks": "42d", "half a year": "6m"]
        for (text, expected) in cases {
            let words = SentenceWords.split(text, limit: 100).words
            let found = SentenceValues.find(words, context).values.first { $0.readings[.duration] != nil }
            #expect(found?.readings[.duration] == expected, "\(text)")
        }
    }

    /// Dates said without a year are this year's, or last year's when this year's is still to
    /// come; "the end of" a month is its last day.
    @Test func datesInWordsWithoutAYear() throws {
        let context = try registry.writer.read { SentenceContext(names: try NameLookup($0).names(), today: "2026-11-25") { _ in false } }
        let cases = ["as of 1 March this year": "2026-03-01", "as of March 3rd": "2026-03-03", "up to the end of September": "2026-09-30",
                     "as of 5 December": "2025-12-05", "at the end of February last year": "2025-02-28", "on 30 June 2026": "2026-06-30",
                     // The year's last day is this year's, though still to come; "last day" alone is a span.
                     "counted up to the last day of the year": "2026-12-31", "by the end of the year": "2026-12-31",
                     "to the last day of September": "2026-09-30", "by New Year's Eve": "2026-12-31", "by Christmas Eve": "2026-12-24"]
        for (text, expected) in cases {
            let words = SentenceWords.split(text, limit: 100).words
            let found = SentenceValues.find(words, context).values.first { $0.readings[.date] != nil }
            #expect(found?.readings[.date] == expected, "\(text)")
        }
    }

    /// A word whose stem is a vocabulary word's only because that word's final "e" is dropped is
    /// read as itself: "fat" was verdict's "fate", "cod" Code Connect's "code", "them" an anchor's
    /// "theme" ("Which cut of pork has the most even layer of fat" was answered `verdict`).
    @Test func stemsThatCollideByADroppedE() {
        #expect(ReadingVocabulary.stemCollisions.isSuperset(of: ["fat", "cod", "them", "far", "rat"]))
        #expect(ReadingVocabulary.stemCollisions.isDisjoint(with: ["stat", "slid"]))
        let words = SentenceWords.split("trim the fat off a fresh cod", limit: 100).words
        #expect(words.filter { ["fat", "cod"].contains($0.lower) }.map { ReadingVocabulary.familyHead[$0.lemma] } == [nil, nil])
        #expect(ReadingVocabulary.familyHead[SentenceWords.lemma("fated")] != nil)
    }

    /// Words and stems: paths and ids stay whole, quotes keep a phrase, inflections share a stem.
    /// Every built-in question declares its concept words: a question added without them could
    /// only be reached by its name (figma-unmatched was, until this test).
    @Test func everyBuiltInQuestionHasConcepts() {
        #expect(QuestionCatalog.builtIn.map(\.name).filter { QuestionConcepts.builtIn[$0] == nil } == [])
        #expect(Set(QuestionConcepts.builtIn.keys).subtracting(QuestionCatalog.builtIn.map(\.name)) == [])
    }

    @Test func wordsAndStems() {
        let words = SentenceWords.split("who uses text/accent/link and C4 in \"reading order\" aren't", limit: 100).words
        #expect(words.map(\.typed) == ["who", "uses", "text/accent/link", "and", "C4", "in", "reading order", "are", "not"])
        #expect(words[6].quoted && words[2].isPath)
        // Single quotes make a phrase where they open and close words; an apostrophe inside a word,
        // or a possessive's after one, does not.
        let quoted = SentenceWords.split("don't the users' 'Card Cell' ‘amazing’ verdict 'text/accent/link' it's", limit: 100).words
        // ("don't the users …": asked in the negative, which asks what "do the users …" does.)
        #expect(quoted.map(\.typed) == ["do", "the", "users", "Card Cell", "amazing", "verdict", "text/accent/link", "it"])
        #expect(quoted.map(\.quoted) == [false, false, false, true, true, false, true, false])
        // A time of day is one word, no count and no clause's end ("the 7:42 peak service").
        #expect(SentenceWords.split("board the 7:42 service at 10:30am", limit: 100).words.map(\.typed) == ["board", "the", "7:42", "service", "at", "10:30am"])
        for group in [["restructuring", "restructure", "restructured", "restructures"], ["mapping", "mapped", "map"],
                      ["dependencies", "dependency"], ["uses", "used", "using", "use"], ["aliases", "alias"]] {
            #expect(Set(group.map(SentenceWords.lemma)).count == 1, "\(group)")
        }
        #expect(SentenceWords.distance("andorid", "android", limit: 1) == 1)
        #expect(SentenceWords.distance("pressed", "presed", limit: 1) == 1)
        #expect(SentenceWords.distance("focus", "hover", limit: 2) == nil)
    }

    /// The English word list is searched in place: its first and last words, words beside a line's
    /// break, and none that is not one; a spelling of the same word is told from another word.
    @Test func englishWordsAreFoundAndSpellingsToldFromOtherWords() {
        for word in ["aardvark", "zygotes", "sale", "printer", "moths", "dependants", "focussed", "colour"] {
            #expect(EnglishWords.contains(word), "\(word)")
        }
        for word in ["aardvarj", "zygotez", "andorid", "componets", "", "zz", "zzzzzzzzzzzz", "aa"] {
            #expect(!EnglishWords.contains(word), "\(word)")
        }
        let lines = EnglishWords.text.split(separator: "\n")
        for (line, next) in zip(lines, lines.dropFirst()) {
            #expect(EnglishWords.contains(String(line.split(separator: " ").last ?? "")) && EnglishWords.contains(String(next.split(separator: " ").first ?? "")))
        }
        #expect(EnglishWords.spellingVariant("focussed", "focused") && EnglishWords.spellingVariant("dependants", "dependents")
            && EnglishWords.spellingVariant("centre", "center") && EnglishWords.spellingVariant("behaviour", "behavior"))
        #expect(!EnglishWords.spellingVariant("sale", "stale") && !EnglishWords.spellingVariant("printer", "pointer")
            && !EnglishWords.spellingVariant("tried", "tied") && !EnglishWords.spellingVariant("loose", "lose"))
    }

    /// The byte-wise lemma of an ASCII word is the Unicode one: on every word of the fixture
    /// sentences and the blind sets, in their case as typed and in lower case.
    @Test func theASCIILemmaIsTheUnicodeOne() throws {
        let blind = TestPaths.packageRoot.appendingPathComponent("Benchmarks/plain-words-blind")
        let files = [TestPaths.fixtures.appendingPathComponent("plain-words.tsv")]
            + (try FileManager.default.contentsOfDirectory(at: blind, includingPropertiesForKeys: nil)).filter { $0.pathExtension == "tsv" }
        var words: Set<String> = ["ies", "Ties", "buzzing", "falling", "passed", "fee", "agreed", "ye", "e", "movement", "deprecation"]
        for file in files {
            for word in try String(contentsOf: file, encoding: .utf8).split(whereSeparator: { !$0.isLetter }) { words.insert(String(word)) }
        }
        #expect(words.count > 3000)
        for word in words.union(words.map { $0.lowercased() }) {
            #expect(SentenceWords.lemma(word) == SentenceWords.unicodeLemma(word), "\(word)")
        }
        #expect(SentenceWords.lemma("cafés") == "café")
    }

    /// Saved questions take part on equal terms, by their phrases' words and `-- concepts:`.
    @Test func savedQuestionsTakePart() throws {
        let saved = SavedQuestions.load(folder: TestPaths.packageRoot.appendingPathComponent("Queries"), displayPrefix: "Queries")
        let questions = QuestionCatalog.builtIn + saved.questions
        #expect(try command("which ready components lack focus on android", among: questions) == "ready-lacking-focus --platform android")
        #expect(try command("which components were never assessed in eb", among: questions) == "not-assessed --system eb")
        #expect(try command("which components have not been assessed for six months", among: questions) == "stale")
        // Its `-- values: verdict=ready, state=focused`: named in other words, they find it; without
        // "ready" ("focus gaps ios") it is not asked, and a state it does not answer for is not taken.
        #expect(try command("which signed off components still can't take keyboard focus on android", among: questions)
                == "ready-lacking-focus --platform android")
        #expect(try command("which ready components can't show a keyboard focus ring on ios", among: questions) == "ready-lacking-focus")
        #expect(try command("focus gaps ios", among: questions) == "lacking-state focused --platform ios")
        #expect(try command("ready components lacking a pressed state on ios", among: questions) != "ready-lacking-focus")
    }

    /// Reading is linear: 10 kB of words, and 600 repeated articles (53 s before), read at once;
    /// a sentence past the cap is cut and says so; `--timeout` bounds the reading.
    @Test func readingIsLinearCappedAndTimed() throws {
        let tenKB = String(repeating: "which components lack pressed state on android ", count: 210)
        let start = Date()
        _ = try registry.read(tenKB, among: QuestionCatalog.builtIn)
        _ = try registry.read(String(repeating: "the ", count: 600) + "open issues", among: QuestionCatalog.builtIn)
        #expect(Date().timeIntervalSince(start) < 5)
        let long = try registry.read(String(repeating: "a ", count: 10_000), among: QuestionCatalog.builtIn)
        #expect(long.truncated && long.winner == nil)
        #expect(throws: SQLError.timedOut(seconds: 1e-9)) {
            try registry.read(tenKB, among: QuestionCatalog.builtIn, limits: QueryLimits(timeout: 1e-9))
        }
    }

    /// The command says on stderr which typos it read as what, then what ran; `--explain`
    /// prints the reading on stdout and answers nothing.
    @Test func theCommandSaysWhatItRead() throws {
        let file = try SeededRegistryFile()
        let result = try DSRegBinary.run(["query", "which componets lack pressed state on andorid", "--db", file.path, "--format", "csv"])
        #expect(result.status == 0)
        #expect(result.errors.hasPrefix("""
            dsreg: reading 'componets' as components
            dsreg: reading 'andorid' as android
            → dsreg query lacking-state pressed --platform android

            """))
        let explained = try DSRegBinary.run(["query", "--explain", "focus gaps ios", "--db", file.path])
        #expect(explained.status == 0)
        #expect(explained.output.contains("\nanswer: dsreg query lacking-state focused --platform ios\nwhy: lacking-state leads by "))
    }

    /// A sentence that takes a value back is read with what replaced it, and says so: "Badge,
    /// er no, for Link" was refused (two components); "scratch that, on naming", which names
    /// nothing the registry has, is refused rather than answered with the value taken back. (The
    /// "er" of hesitation is no word of the sentence, so no word that took it back either.)
    @Test func aValueTakenBackIsReplacedAndSaid() throws {
        let reading = try registry.read("figma drfit for Badge, er no, for Link", among: QuestionCatalog.builtIn)
        #expect(reading.takenBack.map { "\($0.value) by \($0.by)" } == ["Badge by no"])
        #expect(try command("figma drfit for Badge, er no, for Link") == "figma-drift Link")
        #expect(try command("What does Card depend on? hmm no, not Card itself, I mean Card Header") == "dependencies 'Card Header'")
        #expect(try command("how does eb score on token coverage, scratch that, on naming") == "REFUSED")
        // A hesitation left out of the words still takes back; "I meant" after what is meant;
        // "forget X" withdraws X; "no, all systems" leaves the system out.
        let stammered = try registry.read("unmapped swiftui er compose", among: QuestionCatalog.builtIn)
        #expect(stammered.takenBack.map { "\($0.value) by \($0.by)" } == ["swiftui by er"])
        #expect(try command("which components lack focused on android, ios I meant") == "lacking-state focused --platform ios")
        #expect(try command("raw sizes in sap fiori... forget sap fiori") == "raw-values --kind size")
        #expect(try command("codeconnect coverage for eb / no, all systems") == "codeconnect-coverage")
        let file = try SeededRegistryFile()
        let result = try DSRegBinary.run(["query", "figma drfit for Badge, er no, for Link", "--db", file.path, "--format", "csv"])
        #expect(result.status == 0)
        #expect(result.errors.hasPrefix("""
            dsreg: reading 'drfit' as drift
            dsreg: 'Badge' taken back by 'no'
            → dsreg query figma-drift Link

            """))
    }

    /// A remark beside the question that names what it cannot take is set aside, and said so
    /// (it was refused: "dependents takes one component"); the same asked again of another
    /// name is two questions, and refused.
    @Test func aRemarkBesideTheQuestionIsSetAside() throws {
        let reading = try registry.read("what depends on Avatar? I checked Badge yesterday", among: QuestionCatalog.builtIn)
        #expect(reading.setAside == ["I checked Badge yesterday"])
        #expect(try command("what depends on Avatar? and Badge?") == "REFUSED")
        // A sentence after the question that says why it is asked, whose words would tie the
        // question with another; never one that asks, nor one that names a value the registry lacks.
        // ("keeps filing" is no blocking: the bugs that block it are what tie it.)
        let why = try registry.read("What does Card depend on? Support keeps filing bugs that block it.", among: QuestionCatalog.builtIn)
        #expect(why.setAside == ["Support keeps filing bugs that block it"])
        #expect(try command("Not urgent, but which components lack the visited state? Our links look odd.") == "REFUSED")
        let file = try SeededRegistryFile()
        let result = try DSRegBinary.run(["query", "what depends on Avatar? I checked Badge yesterday", "--db", file.path, "--format", "csv"])
        #expect(result.status == 0)
        #expect(result.errors.hasPrefix("""
            dsreg: set aside 'I checked Badge yesterday', a remark beside the question
            → dsreg query dependents Avatar

            """))
    }

    /// A format the sentence names is the answer's unless `--format` chose one ("… as CSV" was
    /// answered as a table); a format's name that nothing asks for is a word ("search for csv").
    @Test func aFormatTheSentenceNamesIsUsed() throws {
        #expect(try registry.read("Export the open issues as CSV, I need a spreadsheet", among: QuestionCatalog.builtIn).format == .csv)
        #expect(try registry.read("recommendations for eb, --format json pls", among: QuestionCatalog.builtIn).format == .json)
        #expect(try registry.read("open issues as a markdown table", among: QuestionCatalog.builtIn).format == .markdown)
        #expect(try registry.read("search the notes for csv", among: QuestionCatalog.builtIn).format == nil)
        #expect(try command("search the notes for csv") == "search csv")
        // A format's own name ending its clause or beside "please" asks for it too.
        #expect(try registry.read("open issues backbase json", among: QuestionCatalog.builtIn).format == .json)
        #expect(try registry.read("which components lack pressed on ios, csv please, it's for a report", among: QuestionCatalog.builtIn).format == .csv)
        #expect(try registry.read("anything mentioning csv", among: QuestionCatalog.builtIn).format == nil)
        let file = try SeededRegistryFile()
        let named = try DSRegBinary.run(["query", "open issues for Header as csv please", "--db", file.path])
        #expect(named.status == 0)
        #expect(named.errors == "→ dsreg query issues --status open --component Header --format csv\n")
        #expect(named.output.hasPrefix("system,component,key,criterion,status,title,resolved_by"))
        // (In JSON, the → line is a JSON status line too.)
        let given = try DSRegBinary.run(["query", "open issues for Header as csv please", "--db", file.path, "--format", "json"])
        #expect(given.errors == "{\"status\":\"→ dsreg query issues --status open --component Header\"}\n")
        #expect(given.output.hasPrefix("[\n"))
    }

    /// "…, fail if any" asks for the CI gate (`--fail-if-any`), said on the → line; "which
    /// components fail C3, if any" asks which fail (blind sets 73 and 74 asked for the gate).
    @Test func aGateTheSentenceAsksForIsUsed() throws {
        #expect(try registry.read("dangling aliases, fail if any", among: QuestionCatalog.builtIn).failIfAny)
        #expect(try registry.read("regressed C2 fail-if-any", among: QuestionCatalog.builtIn).failIfAny)
        #expect(try registry.read("stale components, fail the build if there are any found", among: QuestionCatalog.builtIn).failIfAny)
        #expect(try registry.read("list raw values for backbase and fail if there are any", among: QuestionCatalog.builtIn).failIfAny)
        // A bracket set apart after the gate ends its clause.
        #expect(try registry.read("raw values eb, fail if any (for the nightly job)", among: QuestionCatalog.builtIn).failIfAny)
        #expect(try !registry.read("which components fail C3, if any", among: QuestionCatalog.builtIn).failIfAny)
        #expect(try !registry.read("which components would fail if any token were removed", among: QuestionCatalog.builtIn).failIfAny)
        #expect(try !registry.read("What would break if any of Badge's tokens changed?", among: QuestionCatalog.builtIn).failIfAny)
        #expect(try command("dangling aliases, fail if any") == "dangling-aliases")
        let file = try SeededRegistryFile()
        let gated = try DSRegBinary.run(["query", "open issues for Header, fail if any", "--db", file.path, "--format", "csv"])
        #expect(gated.status == 1)
        #expect(gated.errors == "→ dsreg query issues --status open --component Header --fail-if-any\ndsreg: 5 rows; failing because of --fail-if-any\n")
    }

    /// A request to change the registry is refused without suggestions.
    @Test func changesAreRefused() throws {
        for sentence in ["delete all components", "please drop the table component", "rename Badge to Tag"] {
            let reading = try registry.read(sentence, among: QuestionCatalog.builtIn)
            #expect(reading.winner == nil && reading.asksForChange && reading.closest.isEmpty, "\(sentence)")
        }
    }
}
