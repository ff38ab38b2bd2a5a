import DSRegistryCore

/// The one place for the words plain-word questions are read with: stop words, word
/// families, the concepts of each built-in question, what refuses a request, numbers and
/// durations in words, and the closed values (states, platforms, verdicts, statuses…) by
/// their stems. Registry names (systems, families, components, tokens, criteria) come from
/// the registry itself (`SentenceValues`).
package enum ReadingVocabulary {
    /// Words that say nothing about which question was meant; they cost nothing.
    static let stopWords: Set<String> = [
        "a", "an", "the", "which", "what", "who", "whom", "where", "when", "how", "is", "are", "was", "were", "be",
        "been", "being", "do", "did", "have", "has", "had", "having", "i", "me", "my", "we", "our", "us", "you",
        "your", "it", "its", "they", "them", "their", "that", "this", "these", "those", "there", "here", "of", "in",
        "on", "at", "to", "for", "from", "by", "with", "and", "or", "but", "so", "if", "then", "than", "any", "all",
        "some", "every", "each", "please", "can", "could", "would", "should", "will", "shall", "may", "might",
        "show", "list", "give", "tell", "get", "display", "let", "see", "know", "want", "still", "yet",
        "currently", "right", "now", "today", "just", "also", "only", "ones", "one", "thing", "things", "stuff",
        "component", "components", "our", "i'd", "like", "ok", "hey", "hi", "again", "else", "more", "most",
        "into", "up", "out", "over", "under", "as", "same", "other", "between",
        // Texting: "pls find smth w/ counter chip".
        "pls", "plz", "smth", "sth", "w", "rn", "u", "ur", "thx", "ty", "btw", "fyi", "asap",
    ]

    /// Word families, by stem: each stem is read as its family's first word. Words joined with
    /// "+" ("sit+on") are read when typed together or one after the other, and are no typo's
    /// target; words joined with a space are read one after the other, and each is one.
    static let families: [[String]] = [
        ["lack", "missing", "miss", "without", "absent", "lacking", "lacks", "gap", "omit", "omitted", "skip", "skipped", "incomplete", "unsupported", "unhandled",
         "gone without", "go without", "went without", "going without", "never get", "never gets", "never got", "never getting",
         // Nigerian English: "which components no get disabled look".
         "no get", "no way to", "no way of",
         // "nothing drawn in Figma for when they're disabled": a state never drawn is lacking.
         "nothing drawn", "not drawn", "never drawn", "undrawn", "nothing designed", "not designed", "never designed", "no design",
         // "which bits can't show that they're being held down": a state they cannot show is lacking.
         "can not show", "can not display", "unable to show", "not able to show",
         // ("which SAP Fiori components can't do collapsing")
         "can not do", "unable to do", "not able to do",
         // ("show no visual feedback when you tap down on them")
         "no visual feedback", "no feedback",
         // ("have nothing for dragging", "don't show anything when you're pressing them")
         "nothing+for", "not+show+anything", "not+show+a+thing",
         // ("which EB components can't handle dragging", "don't cope with dragging")
         "not handle", "not cope with"],
        // ("what does Card Header lean on": what it rests on.)
        ["use", "using", "consume", "reference", "rely", "relies", "relied", "need", "needs", "lean+on", "leans+on", "leaning+on",
         "lean+upon", "leans+upon", "leaning+upon",
         // ("which components instantiate it": make an instance of it, use it.)
         "instantiate", "instantiates", "instantiated", "instantiating",
         // "what's hanging on to it": what holds on to it, relies on it.
         "hanging on to", "hang on to", "hangs on to",
         // ("which components can't work without Badge": what cannot do without it needs it.)
         "not work without", "not function without", "not do without", "not live without", "not exist without", "not survive without",
         "break without", "fall apart without", "stop working without", "stops working without", "stopped working without",],
        // ("the dependence of Badge": a word, not a typo of "dependency".)
        ["depend", "depends", "depended", "dependent+on", "reliant", "reliant+on", "dependence", "dependance"],
        // Downstream of a component is what builds on it; upstream, what it builds on.
        ["dependent", "dependents", "consumers", "parent", "parents", "downstream", "reverse deps", "reverse dependencies", "rdeps",
         // "which components would come down with it": what falls when it goes.
         "down+with+it", "down+with+them",
         // ("which other components go down with it": they fall with it, no score goes down.)
         "go+down+with", "went+down+with", "gone+down+with"],
        ["dependency", "dependencies", "deps", "dep", "child", "children", "subcomponent", "subcomponents", "upstream", "part", "parts", "piece", "pieces",
         "ingredient", "building+block", "under+the+hood"],
        ["prerequisite", "prereq", "prerequisites", "prereqs", "in+place", "bring+along", "underneath", "beneath", "to+build", "can+build",
         "to+assemble", "need+first", "first+need", "come along", "come with",
         // ("what has to exist before Card Header can be built": what it is built of.)
         "be+built", "get+built", "has+to+exist", "have+to+exist", "must+exist", "need+to+exist", "needs+to+exist"],
        // "the design review", "a code review": a meeting, not staleness; no question is about it.
        // ("no longer open": not any more, no span of time.)
        // ("issues about naming, whatever their status": any status, no score asked for.)
        ["meeting", "design review", "code review", "review meeting", "performance review", "peer review", "no longer", "any longer",
         "whatever their status", "whatever the status", "whatever status", "regardless of status", "regardless of their status",
         "no matter the status", "no matter their status", "any status",
         // ("rebuilt as a different set of pieces": other pieces, no two sources differing.)
         "different set of", "a different set",
         "depend on where", "depend on how", "depend on whether", "depend on which", "depend on who"],
        ["build+on", "built+on", "builds+upon", "built+upon", "on+top+of", "pull+in", "pull+into", "bring+in", "bring+into", "rest+on", "sit+on", "on+top"],
        ["contain", "include", "embed", "embedded", "embedding", "nest", "made+of", "made+from", "made out of", "built+from", "built+with", "built+out", "composed+of", "consist+of", "consists+of", "made+up",
         "assembled from", "assembled out of", "put together from", "put together out of"],
        ["inside", "within"],
        ["property", "properties", "prop", "props"],
        // "were not matched to any registry component": matched to, as an import pairs them (only
        // figma-unmatched asks it: "tokens not matched to any component" are no missing tokens).
        ["not matched to", "matched to no", "matched to nothing"],
        // ("which Figma components match no registry component")
        ["unmatched", "notmatchbetween", "match+no", "matchnothing", "matchesnothing", "no+match", "unpaired", "notmatchany", "notmatchanything", "notmatchnothing", "notmatchnone", "nocounterpart",
         "without match", "without a match", "cannotmatch", "cannotmatchany", "cannotmatchanything", "failed matching", "fail to match", "failed to match",
         "nothingcorrespond", "nocorrespond", "notcorrespond", "notcorrespondany", "withoutcounterpart", "nomatching", "correspond",
         "counterpart", "partner", "buddy", "no twin", "no equivalent", "no record", "no entry", "nothing matching", "nothing that matches", "vice versa", "other way round", "other way around", "no pair", "without a pair", "pair+no",
         "never heard of", "not heard of", "never heard", "anything we have", "nothing we have", "anything of ours", "none of ours", "not+match+any+of"],
        // "flagged for restructuring": a marking, no boolean flag; the value says the rest.
        ["flagged for", "flagged as", "flag for", "flag as", "tagged as", "tagged for", "earmarked for", "marked for"],
        // A Figma library brought in again: its imports compared over time ("the imported library"
        // is the one there is, so "import" alone is not this).
        ["reimport", "reimported", "reupload", "reuploaded", "resync", "resynced", "upload", "uploads", "uploaded", "lastupload", "previousupload", "earlierupload", "lastimport", "previousimport", "earlierimport", "last+pull", "lasttimepull",
         "lasttimeimport", "twoimport", "two+sync", "twoupload", "twosnapshot", "two+pull",
         // "between each sync and the next"
         "each sync", "each import", "each upload", "every sync", "every import", "every upload",
         // "from one Figma library sync to the next"
         "one sync", "one import", "one upload", "one pull", "between+drops", "each+drop", "two+drops",
         // "from one time y'all brought it in to the next".
         "brought+in", "bring+in", "brings+in",
         // "since the last time we pulled it in", "between the successive times the library was pulled in"
         // ("what has it pulled in?", "the library we pulled in" name no second import: only a
         // pull said again or of one time among others).
         "successive times", "successive imports", "since the last time", "last time we pulled", "times we pulled",
         "pulled in last time",
         // "the last couple of times we pulled the file in": brought in again.
         "pulled the file", "pull the file", "pulled the library", "pull the library",
         "between the two", "one version", "two versions", "last two times", "two times we", "the two times", "one import to", "one upload to", "one sync to", "import to import", "upload to upload", "sync to sync",
         "two figma imports", "both figma imports", "two figma uploads", "two figma files", "previous time", "since last time",
         "we last pulled", "we last imported", "snapshot", "snapshots",
         // "between one pull of it and the next"
         "one pull", "each pull", "one import", "one sync", "one upload",
         "we last synced", "we last uploaded", "import by import", "upload by upload", "sync by sync"],
        // ("what changed in the design library")
        ["figma", "design file", "figma file", "mockup", "mockups", "mock up", "mock ups", "design library",
         // "the drawing of Title Bar": the drawing itself is the design file ("drawn" is a variant drawn).
         "the+drawing", "the+drawings", "designer+file", "designers+file", "designers+drew", "designer+drew"],
        ["block", "blocker", "blocking", "stuck", "prevent", "keep", "keeps", "stop", "stopping", "hold+back"],
        // (Not "hold" alone: "which dye holds its colour", "the yardsticks we hold them up against".)
        ["issue", "problem", "bug", "defect", "complaint", "wrong", "flaw", "concern", "fault", "shortcoming", "weakness", "ticket", "raised", "grievance",
         "anything open", "something open", "anything still open",
         // "findings" is read as "find": a finding of a review is one with a word before it.
         "each finding", "every finding", "our findings", "audit findings", "review findings", "these findings", "those findings", "open findings",
         "which findings", "what findings", "any findings", "the findings", "all findings",
         // ("since it was first flagged": raised, no boolean flag; "flagged for reworking" is a verdict's.)
         "first flagged",
         // ("What was flagged against Section Header …?": raised against a component.)
         "flagged against", "logged against", "filed against", "raised against", "reported against",
         // ("Anything flagged on Section Header about its layers?": raised on a component.)
         "anything flagged", "something flagged", "flagged on"],
        ["recommendation", "recs", "recommend", "suggest", "suggestion", "advice", "proposal", "idea", "propose", "advise", "counsel", "counselled", "counseled", "tip", "next+step", "actionitem", "todo",
         "tell us to", "told us to", "tell me to", "told me to", "tell them to", "told them to", "tell you to", "told you to", "to do list",
         // ("which components are we being told to give a new name?"; "were told to be reworked" is a verdict's.)
         "being told to"],
        ["regress", "regression", "regressions", "worse", "drop", "decline", "degrade", "fell", "fall", "slip", "lower", "decrease", "down",
         "dropped", "worsen", "weaker", "poorer", "rougher", "shakier", "lose ground", "lost ground", "losing ground", "deteriorate", "dip", "slide", "backslide", "backward", "backwards", "downgrade", "go+down", "get+worse",
         "lose its lustre", "lost its lustre", "lost their lustre", "lose its shine", "lost its shine",
         "downhill", "went+down+hill",
         // ("which components have lost their edge")
         "lost their edge", "lost its edge", "lose their edge", "lose its edge",
         // ("who's gone off the boil on token coverage")
         "off the boil"],
        // "their review" alone is no staleness: reviews are only part of it.
        ["review", "reviewed", "reviewing"],
        ["stale", "stalest", "staler", "outdated", "neglected", "forgotten", "reassess", "tended", "fresh", "recent", "recently", "lately", "awhile", "in+ages", "for+ages", "in+a+while", "inforever", "looked+at", "looking+at", "a+look+at", "without+a+look", "without+a+review", "without+a+check", "anyone+look+at", "anybody+look+at", "someone+look+at", "somebody+look+at", "been+touched", "a+squiz+at", "a+gander+at", "a+dekko+at", "a+shufti+at", "a+peek+at", "a+glance+at", "revisited", "checked+again", "check+again", "looked+at+again", "reviewed+again",
         "updated", "overdue", "untouched", "dusty", "abandoned", "recheck", "in the tooth", "long time", "fresh look", "reaudit", "reevaluate", "last+look", "long while",
         // "their last review has lapsed": run out, as a licence does.
         "lapsed", "lapse", "out of date", "outofdate",
         // ("anything not checked in like a year and a half": not looked at for that long.)
         "not checked in", "not checked for", "not checked since", "never checked",
         // ("gathering dust — nobody's revalued them in a good while")
         "gathering dust", "gather dust", "gathered dust", "collecting dust", "collect dust", "revalue", "revalued",
         // ("has nobody gone back over in a good long while", "gone back to look at"): looked at again.
         "gone back over", "went back over", "go back over", "gone back to", "been back to", "been back over",
         // ("without anyone going over them again")
         "over them again", "over it again"],
        ["old", "older", "oldest", "long", "longest", "age", "aging", "ageing", "ages", "while", "longer", "lingering", "linger", "forever",
         "sat there", "sit there", "sitting there", "on the shelf", "sitting around", "sat around", "sit around", "how many days", "how many weeks", "how many months", "how many years", "months passed", "how much time", "days open", "time to fix", "time to close",
         // ("Request open-time for every issue")
         "open time", "time open"],
        ["boolean", "bool", "toggle", "flag", "explosion", "explode", "switch", "combination", "combinations", "permutation", "combinatorial",
         "blowup", "onoff", "truefalse", "checkbox", "multiply into", "multiplies into",
         // ("how many on/off switches does it have and how many combos does that allow")
         "switches", "on off", "combo", "combos"],
        ["unmapped", "linkable", "link", "unlinked", "signature", "map", "mapping", "tie", "tied", "wire", "wired", "hookup", "hook", "attach",
         "connectable", "linkage", "unmappable", "mappable", "unlinkable"],
        ["connect", "codeconnect", "connected", "code"],
        ["coverage", "cov", "percent", "percentage", "ratio", "progress", "how+many", "proportion", "far+along", "how+far", "how+much", "fraction", "share", "covered", "tally",
         "out of total", "out of all"],
        // ("pointing at a named design decision": what a token is, in its own definition.)
        // ("hooked up to a colour or size name": a named value, a token.)
        ["token", "variable", "designtoken", "design decision", "design decisions", "design value", "design values",
         "colour name", "color name", "size name", "spacing name", "named colour", "named color", "named size",
         "named value", "named values"],
        ["alias", "pointer", "redirect", "indirection", "chain", "aliased", "aliasing", "refer to another", "point to another",
         // ("tokens that refer to something that is no longer there")
         "refer to something", "refers to something", "referring to something", "point to something", "points to something", "point at something",
         "points at something", "pointing at something", "pointing to something",
         "point at another", "reference another", "point at other", "point to other", "refer to other", "reference other",
         // ("pass themselves on to another token that doesn't exist": a token to a token is an alias.)
         "another token", "other tokens",
         // ("a booking that forwards guests …, which tokens pass you on to one that doesn't exist")
         "forward to", "forwards to", "forwarded to", "forwarding to", "pass you on", "passes you on", "pass on to", "passes on to",
         "passed on to", "hand you on", "hands you on", "hand off to", "hands off to",
         // ("tokens that are patched through to a source …": a call put through to another line.)
         "patched through to", "patch through to", "patches through to", "routed to", "route to", "routes to"],
        // ("a colour name that isn't there anymore")
        ["remove", "removed", "deleted", "gone", "vanished", "not there anymore", "not there any", "no longer there", "no longer exist",
         // ("patched through to a source that's gone off the air": a station off the air is gone.)
         "off the air", "off air"],
        ["undefined", "defined", "nonexistent", "exist", "existing", "unknown", "not+found", "nonexisting", "define",
         // ("a design variable the library doesn't stock")
         "not+stock", "not+stocked",
         // ("point at another colour that isn't there at all")
         "not+there"],
        ["dangling", "nowhere", "nothing", "orphan", "orphaned", "unresolved", "broken", "dead", "invalid", "point", "target", "pointing", "void", "stray", "astray"],
        ["binding", "bound", "bind", "role"],
        ["instead of", "rather than", "in place of"],
        // ("hard" alone is a hard time or pressed hard: only before what was hard-set.)
        ["raw", "hardcoded", "hard+value", "hard+values", "hard+number", "hard+numbers", "hard+colour", "hard+colours", "hard+color", "hard+colors", "literal", "untokenized", "tokenized", "tokenised", "untokenised", "hex", "magic", "inline", "inlined",
         "baked+in", "rgb", "pixel", "px", "handcoded", "by hand", "hand+typed", "typed+in", "hardcode", "pasted in", "paste in", "copy+paste", "copy+pasted", "pasted+value", "pasted+hex",
         // (Not "paste" alone: its stem is "past"'s, "past their drinking window".)
         // No token at all is a raw value; a token that does not exist is a missing one.
         "without a token", "without token", "without tokens", "without any token", "without any tokens"],
        ["conflict", "contradict", "disagree", "inconsistent", "inconsistency", "clash", "mismatch", "contradictory", "contradiction", "disagreement",
         "differ", "difference", "differences", "discrepancy", "discrepancies", "conflicting", "incompatible", "contradicting", "oppose", "dontmatch", "not+match",
         "not+agree", "dontagree", "different", "differently", "agree", "align", "consistent", "in sync", "match", "twodifferent", "two+way", "not+line", "not+align", "outofsync", "diverge",
         // ("where has the design file wandered away from what the registry says")
         "wandered away", "wandered apart", "wander apart", "grown apart", "grew apart", "wander away", "wandered off", "drifted away", "drift away", "strayed from", "stray from",
         "out of step", "outofstep", "out of whack", "out of tune", "out of kilter", "out of true",
         // ("the doc give(s) two different numbers for the same thing")
         "fight each other", "fights each other", "fighting each other", "fight with each other", "say two different", "says two different", "give two different", "gives two different", "at odds", "eye to eye", "beefing+over", "beefing+about", "beef+with",
         // ("section header figma vs registry diff": Figma against the registry.)
         "vs registry", "versus registry", "vs the registry", "versus the registry", "at loggerheads", "squabble", "squabbling", "bicker", "bickering",
         // "the file says one thing and the records say another".
         "say another", "says another", "said another", "say something else", "says something else", "say something different",
         "says something different", "say different things", "say one thing", "says one thing", "said one thing", "saying one thing",
         "same as", "same thing as"],
        // What the registry holds, said as people say it: "what we have on record".
        // ("the design file and what you have recorded")
        ["registry", "on record", "our record", "our records", "written down", "wrote down", "you have recorded", "we have recorded", "inventory"],
        ["spec", "specification", "document", "doc", "documentation", "themselves", "redline", "measurement", "guideline", "dimension"],
        // ("where does Section Header's spec disagree with itself", "do the drawings contradict
        // themselves": a spec against itself, no Figma file against the registry.)
        ["selfcontradictory", "self+contradictory", "contradict itself", "contradicts itself", "contradicting itself", "contradict themselves",
         "contradicts themselves", "contradicting themselves", "disagree with itself", "disagrees with itself", "disagree with themselves",
         "disagree among themselves", "conflict with itself", "conflicts with itself", "clash with itself", "clashes with itself",
         "inconsistent with itself", "internally inconsistent", "differ among themselves"],
        // ("which other parts would be left stranded": what is left when it goes.)
        ["break", "impact", "affect", "feel", "hurt", "look different", "ring differently", "taste different", "tastes different", "feel different", "feels different", "appear different", "render differently", "behave differently", "it touch", "that touch", "be touched", "sound different", "look differently", "stranded", "leftstranded", "ripple", "fallout", "fallover", "fallapart", "left+incomplete", "blastradius", "knock+on", "cascade", "hit", "suffer", "downstreameffect",
         // "what else is gonna be knackered": broken, in other words.
         "knackered", "busted", "borked", "wrecked", "derailed", "derail",
         // ("whose shapes would come apart")
         "come+apart", "comes+apart", "came+apart", "falls+apart", "fell+apart",
         // "which pieces would change along with it": what changes when it does.
         "change along", "change alongside", "change with it", "change with them",
         // ("what else would wither along with it": what goes when it goes; "come along" brings it.)
         "along with it", "along with them",
         // ("if the Avatar falls, what else comes down with it")
         "down with it", "down with them",
         // ("which other components would fall with it")
         "fall with it", "falls with it", "fell with it", "fall with them", "fall along with",
         // ("which exhibits would topple if the Avatar were taken off")
         "topple", "toppled", "topples", "tumble", "crumble"],
        ["change", "changed", "diff", "diffs", "diffed", "evolve", "evolved", "evolution", "touch", "touched", "modify", "edit", "alter", "tweak", "refactor", "moved around", "move around", "shifted around",
         "retune", "retuned", "retuning", "recolor", "recolour", "recolored", "recoloured", "repaint", "repainted", "repainting",
         "reshape", "reshaped", "reshaping", "refit", "refitted", "refitting",
         // ("what have the designers fiddled with since …": changed, idly.)
         "fiddled with", "fiddle with", "fiddling with", "tinkered with", "tinker with", "tinkering with", "messed with", "messing with",
         "monkeyed with", "played with", "playing with"],
        ["verdict", "judge", "judged", "decide", "decision", "outcome", "fate", "conclusion", "finalcall", "determination",
         "signoff", "greenlight", "disposition", "decided", "concluded", "need+work", "needmorework", "good+enough",
         // "which components does the latest review say must be reworked": what a review says is its verdict.
         "review+say", "review+says", "review+said", "reviews+say", "assessment+says", "assessment+say", "assessment+said",
         // ("which comps got the all-clear. final word.": the last say on them.)
         "final word", "final say", "last word"],
        ["criterion", "criteria", "criterias", "rubric", "review checklist", "assessment checklist", "scoring checklist", "yardstick", "yardsticks", "benchmark", "standards", "grade on", "grade against", "judge on", "judge against",
         "measure on", "measure against", "up against", "evaluate against", "assess against", "check against", "rule", "rules", "score against",
         // ("what does each of the seven checks actually measure": the checks, counted or each.)
         "seven checks", "7 checks", "each check", "every check", "checks+measure", "check+measure", "check+measures"],
        ["score", "rate", "rating", "grade", "status", "weak", "fail", "strong", "good", "bad", "perform", "failing", "scored",
         "hold up on", "holds up on", "holding up on", "held up on",
         "doing", "going", "fare", "faring", "pass", "passing", "meet", "healthy", "health", "poor", "poorly", "badly", "standing", "mark", "marks", "result", "results",
         "fall short", "falls short", "fell short", "falling short"],
        ["accessible", "accessibility", "a11y", "voiceover", "talkback", "screenreader", "inaccessible", "wcag", "assistive", "disability", "disabilities",
         "impairment", "impairments", "impaired", "low vision", "blind user", "blind users", "blind person", "blind people", "touch target", "touch targets", "tap target", "tap targets", "tap area", "tap areas", "tap size", "tap sizes",
         "hit area", "hit areas", "reading order", "focus order", "header trait", "heading trait", "accessibility trait",
         "accessibility label", "content description", "alt text",
         // ("titles not announced properly": what a screen reader does.)
         "announced", "announce", "announces", "announcing", "screen reader", "screen readers"],
        ["requirement", "require"],
        // ("have a squiz through the notes", "a gander", "a dekko": a look, in slang.)
        ["search", "find", "locate", "scan+for", "scan+everything", "turn up in", "turns up in", "squiz", "gander", "dekko", "shufti", "dig up", "dig out", "written down anywhere", "that+says", "that+say", "written anywhere", "anything written", "something written", "mentioned anywhere", "described anywhere", "explained anywhere", "discuss", "look+for", "lookup", "it+say", "it+said", "it+mention", "phrase", "wording", "appear anywhere", "grep", "mention", "mentioned", "mentioning", "anything+about", "everything+about", "something+about", "anything referring", "everything referring", "anything referencing", "word", "talk", "talks", "talking", "talk+about",
         "full text", "text search", "look through", "comb through", "dig through", "read through", "ctrl f", "cmd f", "control f", "command f", "notes about", "note about", "docs about", "doc about", "documents about", "documentation about",
         // ("Where does 'view all' crop up?", "hunt through the registry for …"; not "come up" or
         // "turn up": "an audit coming up", "the problems the reviews turned up".)
         "crop up", "hunt through", "hunt for",
         // ("where does it even say leadingMedia")
         "even say", "even says", "even mention", "even mentions", "written about anywhere", "talked about anywhere",
         // ("any hits for FigmaConnect?", "nothing anywhere says 'dynamic type'".)
         "hits for", "any hits", "hit for", "top hit", "occurrences of", "anywhere says", "anywhere say", "anywhere about",
         // ("Text contains "left accessory"": a filter on the words written.)
         "text contains", "text containing", "contains the text", "contains the words",
         // ("Where does 'View All' show up anywhere in the registry?"; not "show up" alone: "which
         // components show up in Figma".)
         "show up anywhere", "shows up anywhere", "pop up anywhere", "pops up anywhere", "show up in the registry", "shows up in the registry",
         // ("Seek out the text 'hide subtitle' wherever it is written")
         "seek", "seek+out"],
        ["family", "group", "families", "sibling", "siblings", "kin", "relative", "relatives", "belong", "member", "members", "umbrella", "lineup", "brothers and sisters", "sisters and brothers"]
            + teamWords,
        ["state", "interaction"],
        ["assess", "evaluate", "audit", "assessed", "assessment", "evaluation", "inspect", "inspection", "examine", "examined", "examination",
         // "haven't been re-surveyed in a year": a map's word for looking again.
         "survey", "surveyed", "resurvey", "resurveyed",
         // "past their last appraisal", "haven't been re-inspected": looked at again, in other words.
         "appraisal", "appraise", "appraised", "reinspect", "reinspected", "reinspection", "reexamine", "reexamined", "reappraise", "reappraised",
         // "has naebody had a proper look at", "haven't had a check-up in a year": a look had is an assessment.
         "had a look", "has had a look", "proper look", "checkup", "check up", "checkups", "check ups",
         // ("haven't been checked in four months", "last checked a year ago": a check had.)
         "been checked", "last checked",
         // "has nobody ever sat down and gone through": looked over, one by one.
         // ("haven't been looked over again in a long while" is stale: "looked over" is no phrase here.)
         "gone through", "been through", "gone over", "looked+over", "look+over", "looked+them+over"],
        ["unassessed", "unreviewed", "unaudited", "unexamined", "uninspected", "unevaluated", "unscored", "unrated",
         // ("haven't had nobody grade them yet": a grade nobody gave. Written joined, so that
         // "rated" is no word typos are read as: "raed-only" stays read-only.)
         "ungraded", "never+been+judged", "never+been+graded", "never+been+rated", "never+been+scored", "nobody+grade", "nobody+graded", "nobody+rate", "nobody+rated", "nobody+scored", "never+graded", "never+rated"],
        ["value", "values"],
        // ("basically a git log for that file": its history.)
        ["history", "histories", "hist", "changelog", "git log"],
        ["add", "added", "adding", "appear", "appeared", "introduce", "introduced", "new"],
        // ("between their last two assessments")
        ["version", "release", "previous", "prior", "earlier", "last+time", "compare", "comparison", "before", "baseline", "since", "two assessments", "two reviews", "two audits"],
    ]

    /// The family head of a stem (itself when in no family).
    static let familyHead: [String: String] = {
        var table: [String: String] = [:]
        for family in families {
            let head = SentenceWords.lemma(family[0].replacingOccurrences(of: "+", with: ""))
            for word in family where table[stem(word)] == nil { table[stem(word)] = head }
        }
        return table
    }()

    static func head(_ lemma: String) -> String { familyHead[lemma] ?? lemma }

    /// The family head of words read as one ("hard coded", "named values", "don't match any"):
    /// joined as typed, then joined stem by stem; nil when they are no family's phrase.
    static func phraseHead(_ first: SentenceWord, _ second: SentenceWord) -> String? {
        phraseHead([first, second][...])
    }

    /// The same for three, four or five words ("since the last time", "show up in the registry").
    static func phraseHead(_ words: ArraySlice<SentenceWord>) -> String? {
        familyHead[SentenceWords.lemma(words.map(\.lower).joined())] ?? familyHead[words.map(\.lemma).joined()]
    }

    /// The first one to four letters of every family word: a word whose own first letters
    /// (as typed or stemmed) are not among them begins no phrase of two or three words.
    private static let phraseStarts: Set<Substring> = {
        var starts: Set<Substring> = []
        for key in familyHead.keys { for length in 1...4 where key.count >= length { starts.insert(key.prefix(length)) } }
        return starts
    }()

    static func mayStartPhrase(_ word: SentenceWord) -> Bool {
        phraseStarts.contains(word.lower.prefix(4)) || phraseStarts.contains(word.lemma.prefix(4))
    }

    /// A family word's key: its stem, or for words of several ("judge against") their stems
    /// joined, as a pair of words is looked up. Words joined with "+" ("sit+on") are one stem
    /// as typed together, and no typo is read as them ("stone" is no "siton").
    static func stem(_ word: String) -> String {
        if word.contains("+") { return SentenceWords.lemma(word.replacingOccurrences(of: "+", with: "")) }
        return word.contains(" ") ? word.split(separator: " ").map { SentenceWords.lemma(String($0)) }.joined() : SentenceWords.lemma(word)
    }

    /// Each family word's stem, with the word it is read as ("regress" → regress): typos of
    /// inflected forms are looked up by their stems.
    static let stemWords: [String: String] = {
        var table: [String: String] = [:]
        for word in families.joined() where word.allSatisfy(\.isLetter) && table[SentenceWords.lemma(word)] == nil {
            table[SentenceWords.lemma(word)] = word
        }
        return table
    }()
}
