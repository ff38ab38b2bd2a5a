import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore
import DSRegistryQueries

extension Registry {
    /// The registry as a review compares it: every component read through the same fetch
    /// `dsreg show` uses, every token through `dsreg tokens list`'s read. One read transaction.
    /// - Parameter questions: the side's `Queries/` folder, when it has one to compare.
    package func snapshot(questions: URL? = nil) throws -> RegistrySnapshot {
        var snapshot = try writer.read { db -> RegistrySnapshot in
            var snapshot = RegistrySnapshot()
            for row in try Row.fetchAll(db, sql: "SELECT id, name FROM design_system") {
                snapshot.systems[row["id"]] = row["name"]
            }
            for id in try Int64.fetchAll(db, sql: "SELECT id FROM component ORDER BY id") {
                let detail = try ComponentDetailFetch(db: db, id: id).fetch(matched: nil)
                let component = ComponentSnapshot(detail)
                snapshot.components[component.id] = component
            }
            return snapshot
        }
        for record in try tokens(TokenFilter()).records {
            let token = TokenSnapshot(system: record["system"] ?? "", path: record["path"] ?? "", mode: record["mode"] ?? "",
                                      type: record["type"].flatMap { $0.isEmpty ? nil : $0 },
                                      value: record["value"].flatMap { $0.isEmpty ? nil : $0 },
                                      aliasOf: record["alias_of"].flatMap { $0.isEmpty ? nil : $0 },
                                      deprecated: record["deprecated"] == "1")
            snapshot.tokens[token.id] = token
        }
        if let questions {
            let loaded = SavedQuestions.load(folder: questions, displayPrefix: "Queries")
            snapshot.questions = Dictionary(loaded.questions.map { ($0.name, $0.sql) }, uniquingKeysWith: { first, _ in first })
        }
        return snapshot
    }
}

extension ComponentSnapshot {
    /// The facts of `dsreg show`'s value that a review compares.
    init(_ detail: ComponentDetail) {
        self.init(system: detail.system.id, key: detail.key, name: detail.name, status: detail.status,
                  family: detail.family, role: detail.role)
        formerNames = detail.formerNameHistory.map { .init(name: $0.name, renamedBy: $0.renamedBy) }
        mergedInto = detail.mergedInto
        events = detail.restructures.map { .init(migration: $0.migration, operation: $0.operation, change: $0.change) }
        assessments = detail.assessments.map(AssessmentSnapshot.init)
        for state in detail.states {
            let name = state.scope.isEmpty ? state.state : "\(state.scope) \(state.state)"
            states[name, default: [:]].merge(state.support) { first, _ in first }
        }
        for property in detail.properties {
            var signatures = property.signatures
            if let figma = property.figmaName { signatures["figma"] = figma }
            properties[property.name] = .init(kind: property.kind, values: property.values, required: property.required,
                                              signatures: signatures)
        }
        variants = Set(detail.variants.map(\.name))
        for slot in detail.slots {
            let accepts = slot.accepts.compactMap { $0.component ?? $0.other }.joined(separator: ", ")
            slots[slot.name] = "\(slot.min)…\(slot.max.map(String.init) ?? "n")" + (accepts.isEmpty ? "" : ": \(accepts)")
        }
        let groups = detail.bindings + detail.variants.flatMap(\.bindings)
        for binding in groups.flatMap(\.roles) {
            guard let token = binding.token else { continue }
            let role = "\(detail.name): \(binding.label)"
            if boundTokens[token]?.contains(role) != true { boundTokens[token, default: []].append(role) }
        }
        codeConnect = detail.codeConnect
    }
}

extension AssessmentSnapshot {
    init(_ assessment: ComponentDetail.Assessment) {
        var recorded = assessment
        recorded.verdictProgress = nil
        for index in recorded.issues.indices { recorded.issues[index].resolvedBy = nil }
        for index in recorded.recommendations.indices { recorded.recommendations[index].doneBy = nil }
        for index in recorded.trackedItems.indices { recorded.trackedItems[index].doneBy = nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let fingerprint = (try? encoder.encode(recorded)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        self.init(version: assessment.version, status: assessment.status, verdict: assessment.verdict, fingerprint: fingerprint)
        for score in assessment.scores { scores[score.criterion] = .init(name: score.name, status: score.status) }
        for check in assessment.health { health[check.dimension] = check.status }
        for issue in assessment.issues {
            issues[issue.id] = .init(title: issue.title, status: issue.status, criterion: issue.criterion, resolvedBy: issue.resolvedBy)
        }
        for recommendation in assessment.recommendations {
            recommendations[recommendation.id] = .init(title: recommendation.title, status: recommendation.status,
                                                       doneBy: recommendation.doneBy)
        }
    }
}
