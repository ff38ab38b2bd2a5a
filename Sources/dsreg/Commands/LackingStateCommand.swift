import ArgumentParser
import DSRegistry

struct LackingStateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lacking-state",
        abstract: "Which components lack a state, and why: not supported, not modeled, not assessed or not applicable.",
        discussion: """
            STATE is a canonical state (\(InteractionState.rawValues.joined(separator: ", "))) or a \
            platform word for one: iOS "highlighted" and web "active" both mean pressed.

            A component is listed when at least one platform asked about does not support the \
            state. "not assessed" means the registry has no row for that state and platform at \
            all, which is different from "not modeled" (the team looked and it is missing).

            Examples:
              dsreg query lacking-state pressed
              dsreg query lacking-state highlighted --platform ios
              dsreg query lacking-state focused --platform android --format json
            """
    )

    @Argument(help: ArgumentHelp("The state to look for.", valueName: "state"))
    var state: String

    @Option(help: "Only this platform (ios, android, figma).")
    var platform: Platform?

    @OptionGroup(title: "Registry") var registry: RegistryOptions
    @OptionGroup(title: "Output") var output: OutputOptions

    func validate() throws {
        guard InteractionState(anyName: state) != nil else {
            throw ValidationError("unknown state '\(state)'; expected one of: \(InteractionState.rawValues.joined(separator: ", "))"
                + (Suggestion.didYouMean(state, in: InteractionState.rawValues).map { "; \($0)" } ?? ""))
        }
        if platform == .web {
            throw ValidationError("state coverage is recorded for ios, android and figma; pass one of those to --platform")
        }
    }

    func run() throws {
        guard let canonical = InteractionState(anyName: state) else { throw ExitCode.validationFailure }
        do {
            let table = try registry.openForReading().lackingState(LackingStateQuery(state: canonical, platform: platform))
            output.print(table)
        } catch {
            throw Terminal.report(error)
        }
    }
}
