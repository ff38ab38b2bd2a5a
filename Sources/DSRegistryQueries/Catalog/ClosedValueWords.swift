import GRDB
import DSRegistryCore
import DSRegistryStore

/// The registry's state and platform words: canonical states with the platform words for
/// them, and platforms. Today they come from `InteractionState` and `Platform`; a registry
/// that declares its own platforms and state words gives them here, and nothing else changes.
package struct StateVocabulary: Sendable {
    /// Word → canonical state ("highlighted" → pressed).
    package var states: [String: String]
    /// Word → platform ("iphone" → ios), for `platform` and `device-platform` parameters.
    package var platforms: [String: String]
    /// Word → code platform ("jetpack compose" → compose).
    package var codePlatforms: [String: String]
    /// Built-in platforms no system of the registry ships on ("web" where every system declares
    /// iOS, Android and Figma): named as a filter, they are refused as such, never asked.
    package var undeclaredPlatforms: Set<String> = []

    /// The built-in vocabulary.
    package static let current: StateVocabulary = {
        var states: [String: String] = [:]
        for state in InteractionState.allCases { states[state.rawValue.replacing("-", with: " ")] = state.rawValue }
        for (word, state) in InteractionState.synonyms where !ReadingVocabulary.stopWords.contains(word) { states[word] = state.rawValue }
        states["tap"] = InteractionState.pressed.rawValue
        states["press"] = InteractionState.pressed.rawValue
        states["read only"] = InteractionState.readOnly.rawValue
        // Everyday names of the look of a state, as designers say them.
        for (word, state): (String, InteractionState) in [
            ("greyed out", .disabled), ("grayed out", .disabled), ("greyed", .disabled), ("grayed", .disabled),
            ("dimmed", .disabled), ("inactive", .disabled),
            // ("no greyed-out, can't-tap-it look": the look of what cannot be tapped is disabled;
            // "which components aren't tappable" lack pressed.)
            ("cant tap it", .disabled), ("can not tap it", .disabled), ("cant click it", .disabled), ("can not click it", .disabled),
            ("cant press it", .disabled), ("can not press it", .disabled),
            // ("no look for when they can't be used": what cannot be used at the moment is disabled.)
            ("cant be used", .disabled), ("can not be used", .disabled), ("non interactive", .disabled), ("noninteractive", .disabled), ("mouseover", .hover), ("mouse over", .hover),
            ("rollover", .hover),
            // ("for when the mouse cursor sits on top of them": a pointer resting on it.)
            ("cursor sits on", .hover), ("cursor sits over", .hover), ("cursor is over", .hover), ("cursor rests on", .hover),
            ("pointer sits on", .hover), ("pointer is over", .hover), ("mouse sits on", .hover), ("mouse is over", .hover),
            ("focus ring", .focused), ("keyboard focus", .focused), ("spinner", .loading),
            // ("no way of showing they're still fetching their content")
            ("fetching", .loading), ("still fetching", .loading),
            // ("someone using a keyboard could never land on them": keyboard users move by focus.)
            ("keyboard user", .focused), ("keyboard users", .focused), ("using a keyboard", .focused), ("with a keyboard", .focused),
            ("by keyboard", .focused), ("keyboard navigation", .focused), ("keyboard only", .focused),
        ] { states[word] = state.rawValue }
        var platforms: [String: String] = [:]
        for platform in Platform.allCases { platforms[platform.rawValue] = platform.rawValue }
        platforms["iphone"] = Platform.ios.rawValue
        platforms["apple"] = Platform.ios.rawValue
        // Devices said for their platform: "on the iPad", "on the Pixel Tablet", "the Galaxy Z Fold".
        for device in ["ipad", "ipads", "iphones", "ipados"] { platforms[device] = Platform.ios.rawValue }
        for device in ["pixel tablet", "pixel phone", "pixel fold", "galaxy", "z fold", "galaxy tab"] { platforms[device] = Platform.android.rawValue }
        return StateVocabulary(states: states, platforms: platforms,
                               codePlatforms: ["swiftui": "swiftui", "swift ui": "swiftui", "compose": "compose", "jetpack compose": "compose",
                                               // "the Swift code", "in Kotlin": the language is the code platform it is written for.
                                               "swift": "swiftui", "kotlin": "compose", "compose multiplatform": "compose", "jetpack": "compose"])
    }()
}

extension StateVocabulary {
    /// The built-in words and what the registry declares (issue 33): every platform a system
    /// declares, by id and display name ("react native", "web"), and each platform's own state
    /// words ("down" → pressed, "keyboard focus" → focused).
    package static func declared(_ db: Database) throws -> StateVocabulary {
        var vocabulary = current
        let declared = try QuestionCatalog.declaredPlatforms(db)
        for platform in declared {
            vocabulary.platforms[platform.rawValue.replacing("-", with: " ")] = platform.rawValue
            vocabulary.platforms[platform.label.lowercased()] = platform.rawValue
        }
        let shipped = Set((Platform.defaults + declared).map(\.rawValue))
        vocabulary.undeclaredPlatforms = Set(vocabulary.platforms.values.filter { !shipped.contains($0) })
        for row in try Row.fetchAll(db, sql: "SELECT DISTINCT word, state FROM platform_state_word") {
            let word = (row["word"] as String).lowercased().replacing("-", with: " ")
            if vocabulary.states[word] == nil, !ReadingVocabulary.stopWords.contains(word) { vocabulary.states[word] = row["state"] }
        }
        return vocabulary
    }
}

/// Closed values by the stems of their words: "restructuring" is verdict restructure,
/// "needs rework" verdict rework and criterion status requires-rework, "token coverage" C3.
package struct ClosedValueWords: Sendable {
    /// Stems joined by a space → the readings.
    package var table: [String: [QuestionParameter.Kind: String]] = [:]
    /// The most words a value has.
    package var longest = 1
    /// The first words (stems and as typed) of the values of several words: a run of words
    /// that starts with none of them is a value of one word or none.
    package var firstWords: Set<String> = []
    /// Surface words, for typos.
    package var surface: Set<String> = []
    /// Code platforms are read as typed only: "composed" is not Compose.
    package var codePlatformWords: Set<String> = []
    /// Built-in platforms no system ships on (`StateVocabulary.undeclaredPlatforms`).
    package var undeclaredPlatforms: Set<String> = []
    /// Keys read as a value even when every word is a concept word (a criterion's whole name).
    package var strongKeys: Set<String> = []
    /// Keys read as a weak value even when a word is not a concept word (a criterion paraphrase,
    /// "design file" for Figma).
    package var weakKeys: Set<String> = []
    /// A word of criteria's names, by its stem → the criteria whose names have it ("token" → C3,
    /// "naming" → C1, C2): said right before "criterion", it names that criterion, or asks which.
    package var criterionWords: [String: [String]] = [:]

    /// Every closed value the registry's vocabulary and criterion table give.
    package init(_ vocabulary: StateVocabulary, criteria: [(id: String, name: String)]) {
        for (word, state) in vocabulary.states { add(word, .state, state) }
        for (word, platform) in vocabulary.platforms {
            // Any platform the vocabulary holds (declared ones included); a design tool is not
            // a device platform.
            add(word, .platform, platform)
            if !(Platform(rawValue: platform)?.isDesign ?? false) { add(word, .devicePlatform, platform) }
        }
        for (word, platform) in vocabulary.codePlatforms {
            add(word, .codePlatform, platform)
            // "which components lack focus in Compose": a question by device platform reads the code
            // platform as the device it runs on.
            if let device = ["swiftui": "ios", "compose": "android"][platform], vocabulary.platforms.values.contains(device) {
                add(word, .platform, device)
                add(word, .devicePlatform, device)
            }
        }
        // "In the design files, which components have nothing drawn for focus?": Figma's, where a
        // system declares it; weak, as "Figma" is, so a question of the Figma file takes it as words.
        if vocabulary.platforms.values.contains("figma") {
            for words in ["design file", "design files"] {
                add(words, .platform, "figma")
                weakKeys.insert(words.split(separator: " ").map { SentenceWords.lemma(String($0)) }.joined(separator: " "))
            }
        }
        codePlatformWords = Set(vocabulary.codePlatforms.keys)
        undeclaredPlatforms = vocabulary.undeclaredPlatforms
        for kind: QuestionParameter.Kind in [.criterionStatus, .issueStatus, .recommendationKind, .recommendationStatus, .verdict, .rawKind] {
            for value in kind.values ?? [] { add(value.replacing("-", with: " "), kind, value) }
        }
        for (words, kind, value) in Self.extra { add(words, kind, value) }
        // "composing" as typed: its stem is Compose's, and "composed of" says what a component contains.
        table["composing", default: [:]][.recommendationKind] = "composition"
        // "tabbing" as typed: its stem is "tab", as in "tab bar".
        table["tabbing", default: [:]][.state] = "focused"
        // "progressing" as typed: "progress" alone is how far along something is, no status.
        table["progressing", default: [:]][.issueStatus] = "in-progress"
        table["progressing", default: [:]][.recommendationStatus] = "in-progress"
        addCriteria(criteria)
    }

    /// Everyday words for closed values: what people say for a verdict, a status, a state.
    private static let extra: [(String, QuestionParameter.Kind, String)] = [
        ("rework", .criterionStatus, "requires-rework"), ("need rework", .criterionStatus, "requires-rework"),
        ("need rework", .verdict, "rework"), ("refinement", .criterionStatus, "needs-refinement"),
        ("refine", .criterionStatus, "needs-refinement"), ("unmapped", .criterionStatus, "not-mapped"),
        // ("which components haven't been mapped yet on C7", "marked as not yet mapped")
        ("not been mapped", .criterionStatus, "not-mapped"), ("not yet mapped", .criterionStatus, "not-mapped"),
        ("never been mapped", .criterionStatus, "not-mapped"), ("never mapped", .criterionStatus, "not-mapped"), ("not yet been mapped", .criterionStatus, "not-mapped"),
        // ("advice about changing names", "giving things new names")
        ("changing names", .recommendationKind, "rename"), ("changing the name", .recommendationKind, "rename"), ("new names", .recommendationKind, "rename"),
        ("a new name", .recommendationKind, "rename"),
        // ("each problem that's still not sorted")
        ("not sorted", .issueStatus, "open"), ("not yet sorted", .issueStatus, "open"), ("not sorted out", .issueStatus, "open"),
        ("need refinement", .verdict, "refine"), ("will not fix", .issueStatus, "wont-fix"),
        ("wontfix", .issueStatus, "wont-fix"), ("fixed", .issueStatus, "resolved"), ("ongoing", .issueStatus, "in-progress"),
        ("carried out", .recommendationStatus, "done"), ("carried through", .recommendationStatus, "done"), ("live with", .issueStatus, "wont-fix"), ("agree to", .recommendationStatus, "accepted"),
        ("agreed to", .recommendationStatus, "accepted"), ("leave alone", .issueStatus, "wont-fix"), ("left alone", .issueStatus, "wont-fix"),
        ("tokenization", .recommendationKind, "token"), ("tokenisation", .recommendationKind, "token"), ("pass", .criterionStatus, "ready"), ("passing", .criterionStatus, "ready"), ("being worked on", .issueStatus, "in-progress"),
        // ("the problems nobody has started on": still open; "suggested fixes we agreed to but nobody
        // has started on": accepted, not yet in progress.)
        ("nobody has started on", .issueStatus, "open"), ("no one has started on", .issueStatus, "open"), ("not started", .issueStatus, "open"),
        ("not yet started", .issueStatus, "open"), ("nobody has started on", .recommendationStatus, "accepted"),
        ("no one has started on", .recommendationStatus, "accepted"), ("not started", .recommendationStatus, "accepted"),
        ("not yet started", .recommendationStatus, "accepted"),
        ("worked on", .issueStatus, "in-progress"), ("underway", .issueStatus, "in-progress"),
        ("approved to ship", .verdict, "ready"), ("cleared to ship", .verdict, "ready"),
        ("switched off", .state, "disabled"), ("turned off", .state, "disabled"), ("focusable", .state, "focused"),
        ("selectable", .state, "selected"), ("pressable", .state, "pressed"), ("tappable", .state, "pressed"),
        ("clickable", .state, "pressed"), ("hoverable", .state, "hover"), ("draggable", .state, "dragged"),
        ("expandable", .state, "expanded"), ("collapsible", .state, "collapsed"), ("turned down", .recommendationStatus, "rejected"),
        ("declined", .recommendationStatus, "rejected"), ("decided against", .recommendationStatus, "rejected"), ("decide against", .recommendationStatus, "rejected"),
        ("said no to", .recommendationStatus, "rejected"), ("say no to", .recommendationStatus, "rejected"), ("implemented", .recommendationStatus, "done"),
        // ("should go by a different name", "calling things by different names")
        ("by a different name", .recommendationKind, "rename"), ("by another name", .recommendationKind, "rename"),
        ("by different names", .recommendationKind, "rename"), ("a better name", .recommendationKind, "rename"),
        ("new name", .recommendationKind, "rename"), ("renaming", .recommendationKind, "rename"),
        ("naming change", .recommendationKind, "rename"), ("name change", .recommendationKind, "rename"),
        ("unsolved", .issueStatus, "open"), ("unresolved", .issueStatus, "open"),
        ("said yes to", .recommendationStatus, "accepted"), ("say yes to", .recommendationStatus, "accepted"),
        // ("with nobody having said yes or no to them": not decided either way.)
        ("said yes or no", .recommendationStatus, "proposed"), ("said yes or no to", .recommendationStatus, "proposed"),
        ("chuck out", .verdict, "deprecate"), ("chucked out", .verdict, "deprecate"), ("throw out", .verdict, "deprecate"),
        ("thrown out", .verdict, "deprecate"), ("ditch", .verdict, "deprecate"), ("ditched", .verdict, "deprecate"),
        ("scrap", .verdict, "deprecate"), ("scrapped", .verdict, "deprecate"), ("getting binned", .verdict, "deprecate"),
        ("been binned", .verdict, "deprecate"), ("be binned", .verdict, "deprecate"), ("redone", .verdict, "rework"), ("redo", .verdict, "rework"), ("held down", .state, "pressed"), ("hold down", .state, "pressed"),
        ("unfixed", .issueStatus, "open"), ("outstanding", .issueStatus, "open"), ("decided not to fix", .issueStatus, "wont-fix"),
        ("chose not to fix", .issueStatus, "wont-fix"), ("not going to fix", .issueStatus, "wont-fix"),
        ("good to go", .verdict, "ready"), ("good to ship", .verdict, "ready"), ("ready to ship", .verdict, "ready"),
        ("keyboard target", .state, "focused"), ("currently chosen", .state, "selected"), ("chosen item", .state, "selected"),
        ("fine to ship", .verdict, "ready"), ("fit to ship", .verdict, "ready"), ("safe to ship", .verdict, "ready"), ("okay to ship", .verdict, "ready"),
        ("fine to use", .verdict, "ready"), ("safe to use", .verdict, "ready"), ("signed off", .verdict, "ready"), ("production ready", .verdict, "ready"), ("shippable", .verdict, "ready"),
        ("validation fail", .state, "error"), ("fail validation", .state, "error"), ("validation failure", .state, "error"),
        ("only proposal", .recommendationStatus, "proposed"), ("still proposal", .recommendationStatus, "proposed"),
        ("just proposal", .recommendationStatus, "proposed"), ("only a proposal", .recommendationStatus, "proposed"),
        ("still a proposal", .recommendationStatus, "proposed"), ("just a proposal", .recommendationStatus, "proposed"),
        // ("still sitting there as proposals")
        ("as proposal", .recommendationStatus, "proposed"), ("as a proposal", .recommendationStatus, "proposed"),
        ("cleared for release", .verdict, "ready"), ("approved for release", .verdict, "ready"), ("finished", .recommendationStatus, "done"),
        ("something went wrong", .state, "error"), ("something gone wrong", .state, "error"),
        ("fit to ship", .verdict, "ready"), ("fit for release", .verdict, "ready"), ("fit to use", .verdict, "ready"), ("fit for use", .verdict, "ready"),
        // ("pronounced fit for service", "bon à livrer": a printer's sign-off, in French.)
        // ("cleared for departure but still can't take focus": a pilot's go.)
        ("cleared for departure", .verdict, "ready"), ("cleared for takeoff", .verdict, "ready"), ("cleared for launch", .verdict, "ready"),
        ("cleared to ship", .verdict, "ready"), ("cleared for use", .verdict, "ready"), ("cleared for production", .verdict, "ready"),
        ("fit for service", .verdict, "ready"), ("fit for purpose", .verdict, "ready"), ("bon à livrer", .verdict, "ready"), ("bon a livrer", .verdict, "ready"),
        // ("a keyboard or switch user cannot land on them")
        // ("Which components never got mapped on C7?": as "not mapped".)
        ("never mapped", .criterionStatus, "not-mapped"), ("never got mapped", .criterionStatus, "not-mapped"),
        ("never been mapped", .criterionStatus, "not-mapped"),
        ("not land on", .state, "focused"), ("cannot land on", .state, "focused"),
        ("need polish", .verdict, "refine"), ("sunset", .verdict, "deprecate"), ("out to pasture", .verdict, "deprecate"), ("phase out", .verdict, "deprecate"),
        ("on their way out", .verdict, "deprecate"), ("on its way out", .verdict, "deprecate"), ("on the way out", .verdict, "deprecate"),
        ("retire", .verdict, "deprecate"), ("throw away", .verdict, "deprecate"), ("thrown away", .verdict, "deprecate"),
        ("ship as is", .verdict, "ready"), ("ship as they are", .verdict, "ready"), ("ship as it is", .verdict, "ready"),
        ("use as is", .verdict, "ready"), ("use as they are", .verdict, "ready"), ("use as it is", .verdict, "ready"),
        ("good enough to use", .verdict, "ready"), ("good enough to ship", .verdict, "ready"),
        ("structural overhaul", .verdict, "restructure"), ("structure overhaul", .verdict, "restructure"),
        ("keyboard target", .state, "focused"), ("currently chosen", .state, "selected"), ("chosen item", .state, "selected"),
        ("fine to ship", .verdict, "ready"), ("all clear", .verdict, "ready"), ("tear apart", .verdict, "restructure"),
        ("torn apart", .verdict, "restructure"), ("taken apart", .verdict, "restructure"), ("take apart", .verdict, "restructure"), ("rebuild", .verdict, "restructure"),
        ("get rid of", .verdict, "deprecate"), ("green light", .verdict, "ready"), ("greenlit", .verdict, "ready"), ("kill", .verdict, "deprecate"), ("never going to fix", .issueStatus, "wont-fix"),
        ("never fix", .issueStatus, "wont-fix"),
        ("colour", .rawKind, "color"), ("typography", .rawKind, "font"), ("spacing", .rawKind, "size"),
        ("closed", .issueStatus, "resolved"), ("closed out", .issueStatus, "resolved"), ("resolution", .issueStatus, "resolved"),
        ("typeface", .rawKind, "font"), ("font family", .rawKind, "font"), ("hex code", .rawKind, "color"),
        ("hex value", .rawKind, "color"), ("padding", .rawKind, "size"), ("margin", .rawKind, "size"),
        ("pixel", .rawKind, "size"), ("px", .rawKind, "size"), ("dimension", .rawKind, "size"),
        ("broken up", .verdict, "restructure"), ("break up", .verdict, "restructure"), ("split up", .verdict, "restructure"),
        ("reorganise", .verdict, "restructure"), ("reorganize", .verdict, "restructure"), ("reorganised", .verdict, "restructure"),
        ("reorganized", .verdict, "restructure"),
        // A recommendation moves as work does: agreed, under way, completed.
        ("agreed", .recommendationStatus, "accepted"), ("agreed on", .recommendationStatus, "accepted"), ("ongoing", .recommendationStatus, "in-progress"),
        ("underway", .recommendationStatus, "in-progress"), ("being worked on", .recommendationStatus, "in-progress"),
        ("being progressed", .recommendationStatus, "in-progress"), ("being progressed", .issueStatus, "in-progress"),
        ("completed", .recommendationStatus, "done"), ("delivered", .recommendationStatus, "done"),
        // States said by what a person does: a finger down on it is pressed, tabbing onto it focus.
        ("finger on", .state, "pressed"), ("finger down", .state, "pressed"), ("finger is on", .state, "pressed"),
        ("finger is down", .state, "pressed"), ("finger is still on", .state, "pressed"), ("finger still on", .state, "pressed"),
        ("tab onto", .state, "focused"), ("tab into", .state, "focused"), ("tab to", .state, "focused"),
        ("with a keyboard", .state, "focused"), ("with the keyboard", .state, "focused"), ("by keyboard", .state, "focused"),
        ("keyboard navigation", .state, "focused"), ("keyboard users", .state, "focused"), ("keyboard user", .state, "focused"),
        ("keyboard accessible", .state, "focused"), ("keyboard reachable", .state, "focused"), ("keyboard access", .state, "focused"),
        ("being fixed", .issueStatus, "in-progress"), ("clean bill of health", .verdict, "ready"),
        // Shown but not editable: read-only, as forms and web inputs say it.
        ("view only", .state, "read-only"), ("not editable", .state, "read-only"), ("non editable", .state, "read-only"), ("uneditable", .state, "read-only"),
        ("sorted out", .issueStatus, "resolved"), ("been dealt with", .issueStatus, "resolved"), ("got dealt with", .issueStatus, "resolved"), ("fine on", .criterionStatus, "ready"), ("polishing", .verdict, "refine"), ("some polish", .verdict, "refine"),
        ("bit of polish", .verdict, "refine"), ("little polish", .verdict, "refine"), ("light polish", .verdict, "refine"),
        // "assessed as requiring rework overall": the verdict, where no criterion is asked.
        ("requires rework", .verdict, "rework"),
        ("proposal stage", .recommendationStatus, "proposed"), ("proposal phase", .recommendationStatus, "proposed"),
        ("good shape", .criterionStatus, "ready"), ("good shape", .verdict, "ready"),
        ("be withdrawn", .verdict, "deprecate"), ("being withdrawn", .verdict, "deprecate"),
        // "issues the team will never address": addressed is fixed.
        ("addressed", .issueStatus, "resolved"), ("unaddressed", .issueStatus, "open"),
        // "the ones we've written off": given up on, as a debt is.
        // "which components can't collapse": the state by its verb.
        // ("expand" is not: "expaned" would be a typo of either, and of neither.)
        ("collapse", .state, "collapsed"), ("out of service", .verdict, "deprecate"), ("acceptance", .recommendationStatus, "accepted"),
        // "a keyboard highlight", "highlighted by a keyboard or remote": focus, as keys move it.
        ("keyboard cursor", .state, "focused"), ("keyboard selection", .state, "focused"), ("withdrawn from use", .verdict, "deprecate"), ("withdraw from use", .verdict, "deprecate"),
        ("reached a resolution", .issueStatus, "resolved"), ("reached resolution", .issueStatus, "resolved"),
        ("keyboard highlight", .state, "focused"), ("focus highlight", .state, "focused"), ("highlighted by a keyboard", .state, "focused"),
        ("highlighted by the keyboard", .state, "focused"),
        // "can't land on them with keyboard or D-pad navigation".
        ("with keyboard", .state, "focused"),
        // "what did the reviewers suggest we write up better": documentation ("problems written up
        // against Badge" are filed, and "the write-up" is the notes).
        ("write up better", .recommendationKind, "documentation"), ("document better", .recommendationKind, "documentation"),
        ("written off", .issueStatus, "wont-fix"), ("write off", .issueStatus, "wont-fix"), ("wrote off", .issueStatus, "wont-fix"),
        ("not worth fixing", .issueStatus, "wont-fix"), ("not worth a fix", .issueStatus, "wont-fix"),
        // "decided to leave unfixed", "to leave as they are for good": a problem left on purpose.
        ("leave unfixed", .issueStatus, "wont-fix"), ("leave as they are", .issueStatus, "wont-fix"),
        ("leave as it is", .issueStatus, "wont-fix"), ("leave as is", .issueStatus, "wont-fix"), ("left as is", .issueStatus, "wont-fix"),
        ("leave them as they are", .issueStatus, "wont-fix"), ("leave it as it is", .issueStatus, "wont-fix"),
        // "a keyboard or switch-control user cannot land on them", "no way to show the keyboard is on them".
        ("keyboard user", .state, "focused"), ("keyboard users", .state, "focused"), ("switch control", .state, "focused"),
        ("keyboard is on", .state, "focused"),
        // "judged fit to step onto the piste as they are, nothing to change".
        ("nothing to change", .verdict, "ready"), ("nothing left to change", .verdict, "ready"), ("nothing to fix", .verdict, "ready"),
        // "problems still up in the air": not settled.
        ("up in the air", .issueStatus, "open"),
    ]

    /// Criteria by id ("C4", "c4") and by name: the whole name, and each run of two or more
    /// of its words, and each long word, that only one criterion has ("native mappability",
    /// "mappability", "code connect"). Names are also read as people paraphrase them: two of
    /// a name's words in either order or joined by "of", "to", "for" ("naming of layers",
    /// "linking to code"), an "-ability" word by its verb ("linking" for Linkability), and one
    /// word of a name no other criterion and no question's concept has ("icons", "layers").
    /// A paraphrase or a name made of concept words only is weak; a whole name or three of its
    /// words is strong.
    private mutating func addCriteria(_ criteria: [(id: String, name: String)]) {
        var owners: [String: Set<String>] = [:]
        var wordOwners: [String: Set<String>] = [:]
        var runs: [(text: String, key: String, id: String, strong: Bool?)] = []
        // Each word's lemma once: the runs below repeat the same few words thousands of times.
        var lemmas: [String: String] = [:]
        func lemma(_ word: String) -> String {
            if let known = lemmas[word] { return known }
            let made = SentenceWords.lemma(word)
            lemmas[word] = made
            return made
        }
        func own(_ words: [String], _ id: String, strong: Bool?) {
            let key = words.map(lemma).joined(separator: " ")
            owners[key, default: []].insert(id)
            runs.append((words.joined(separator: " "), key, id, strong))
        }
        for criterion in criteria {
            add(criterion.id.lowercased(), .criterion, criterion.id)
            // "Layer Structure & Naming" is also typed "layer structure and naming".
            let name = criterion.name.lowercased()
            var words: [String] = []
            // "Asset & Icon Quality" is also said "icon and asset quality": the words around "&" swapped.
            var spellings = [name, name.replacing("&", with: " and ")]
            let sides = name.split(separator: "&").map { $0.split(separator: " ").map(String.init) }
            if sides.count == 2, let first = sides[1].first {
                let swapped = ([first, "&"] + sides[0] + sides[1].dropFirst()).joined(separator: " ")
                spellings += [swapped, swapped.replacing("&", with: "and")]
            }
            for spelling in spellings {
                words = spelling.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
                for start in words.indices {
                    for end in (start + 1)...words.count {
                        let run = Array(words[start..<end])
                        if run.count == 1, run[0].count < 10 { continue }
                        // "variants and states": a run that begins or ends with "and" is no part of a name.
                        if run.count < words.count, [run[0], run[run.count - 1]].contains(where: ReadingVocabulary.stopWords.contains) { continue }
                        own(run, criterion.id, strong: run.count >= 3 || run.count == words.count ? true : nil)
                    }
                }
            }
            words = words.filter { !ReadingVocabulary.stopWords.contains($0) }
            // "props" is how people say properties.
            let content = words + words.compactMap(Self.verb(ofAbility:)) + words.compactMap { ["property": "prop", "coverage": "covered"][$0] }
            for first in content where first.count >= 4 {
                wordOwners[lemma(first), default: []].insert(criterion.id)
                if Self.distinctive(first) { own([first], criterion.id, strong: false) }
                for second in content where second != first && second.count >= 3 {
                    own([first, second], criterion.id, strong: nil)
                    for joint in ["of", "to", "for", "in", "onto", "into", "and", "are", "is"] { own([second, joint, first], criterion.id, strong: nil) }
                }
            }
        }
        for (key, ids) in wordOwners { criterionWords[key] = ids.sorted() }
        for run in runs where owners[run.key]?.count == 1 {
            if table[run.key]?[.criterion] != nil { continue }
            add(run.text, .criterion, run.id, key: run.key)
            if run.strong == true { strongKeys.insert(run.key) } else if run.strong == false { weakKeys.insert(run.key) }
        }
    }

    /// "linkability" → "link", "mappability" → "map".
    private static func verb(ofAbility word: String) -> String? {
        guard word.hasSuffix("ability"), word.count > 9 else { return nil }
        var stem = String(word.dropLast(7))
        if let last = stem.last, stem.dropLast().last == last { stem.removeLast() }
        return stem
    }

    /// A word that by itself names a criterion: no stop word, concept or everyday word.
    private static func distinctive(_ word: String) -> Bool {
        let lemma = SentenceWords.lemma(word)
        return !ReadingVocabulary.stopWords.contains(word) && ReadingVocabulary.familyHead[lemma] == nil
            && !ReadingVocabulary.conceptLemmas.contains(lemma) && !ReadingVocabulary.everydayLemmas.contains(lemma)
    }

    /// Adds `words` as naming `value` of `kind`; `key`, when given, is their lemmas already made.
    private mutating func add(_ words: String, _ kind: QuestionParameter.Kind, _ value: String, key: String? = nil) {
        let parts = words.lowercased().split(separator: " ").map(String.init)
        surface.formUnion(parts)
        let key = key ?? parts.map(SentenceWords.lemma).joined(separator: " ")
        table[key, default: [:]][kind] = table[key]?[kind] ?? value
        longest = max(longest, parts.count)
        if parts.count > 1, let first = key.split(separator: " ").first { firstWords.formUnion([String(first), parts[0]]) }
    }
}
