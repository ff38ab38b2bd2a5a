import ArgumentParser
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryPublishing
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistrySeeding
import DSRegistryStore
import DSRegistrySynthetic
import DSRegistryTokens

struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Import, list, show and export design tokens (DTCG, Style Dictionary, Tokens Studio, Spectrum, Backbase themes).",
        discussion: """
            Tokens belong to a design system. Aliases are followed to the end when tokens are \
            written, so every token carries its resolved value, the chain that led there, and \
            the missing target when the chain breaks (a dangling alias, kept and flagged).

            Examples:
              dsreg tokens import --system primer --new-system \\
                  ../shared/realdata/primer-primitives/src/tokens
              dsreg tokens list --system primer --prefix base.size --type dimension
              dsreg tokens show theme.color.tab-header.selected.foreground
              dsreg tokens export --system primer --output exported/
            """,
        subcommands: [TokensImportCommand.self, TokensListCommand.self, TokensShowCommand.self, TokensExportCommand.self,
                      TokensRemoveCommand.self]
    )
}
