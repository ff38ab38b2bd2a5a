import DSRegistryCore

/// A system's own criteria (`criteria:` of its system.yaml) and the scores that name them.
/// Which ids an assessment may name depends on its system, so the scores' keys are read as
/// written here and checked once every system file is read (`SeedSet`).
extension SeedParser {
    func criteria(_ system: MappingReader) -> [CriterionSeed] {
        let criteria = system.list("criteria").compactMap { node -> CriterionSeed? in
            guard let c = reader.mapping(node, "a criterion", keys: SeedFormat.criterion),
                let id = c.text("id"), let name = c.text("name")
            else { return nil }
            if Criterion(rawValue: id) != nil {
                reader.error(at: c.location(of: "id"), "criterion id '\(id)' is one of the default set's (C1–C7); a system's own set takes ids of its own",
                    suggestion: "write another id (A1, A2, …), or leave criteria: out to use the default set")
                return nil
            }
            if id.contains(where: { $0.isWhitespace }) {
                reader.error(at: c.location(of: "id"), "criterion id '\(id)' has a space; an id is one word (A1)")
                return nil
            }
            return CriterionSeed(location: c.location, id: id, name: name, meaning: c.text("meaning"))
        }
        unique(criteria.map { ($0.id, $0.location) }, "criterion id")
        unique(criteria.map { ($0.name, $0.location) }, "criterion name")
        return criteria
    }

    /// The scorecard as written, and each key with its place.
    func scores(_ a: MappingReader) -> ([(criterion: String, status: CriterionStatus, note: String?)], [Located<String>]) {
        var scores: [(criterion: String, status: CriterionStatus, note: String?)] = []
        var refs: [Located<String>] = []
        for (key, node) in a.entries("scores") {
            refs.append(key)
            guard let e = reader.mapping(node, "the \(key.value) score", keys: SeedFormat.scoreEntry),
                let status = e.vocabulary("status", CriterionStatus.self)
            else { continue }
            scores.append((key.value, status, e.text("note")))
        }
        return (scores, refs)
    }
}
