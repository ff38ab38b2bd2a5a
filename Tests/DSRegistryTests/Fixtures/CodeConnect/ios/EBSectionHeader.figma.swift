import Figma
import SwiftUI

/* Section Header's Code Connect, written by hand before the registry generated it.
   The designer's "preamble" was called "eyebrow" here. */
struct EBSectionHeader_doc: FigmaConnect {
    let component = EBSectionHeader.self
    let figmaNodeUrl: String = "https://www.figma.com/design/F1le/EB-Design-System?node-id=18430-2919"

    @FigmaString("eyebrow")
    var preamble: String = "Accounts"

    @FigmaString("description")
    var description: String = ""

    @FigmaEnum(
        "leadingMedia",
        mapping: [
            "icon": EBLeadingMedia.icon,
        ]
    )
    var leadingMedia: EBLeadingMedia? = nil

    @FigmaInstance("trailing")
    var trailing: EBHeaderTrailing? = nil

    var body: some View {
        EBSectionHeader(
            title: "Recent activity",
            preamble: self.preamble,
            description: self.description,
            leadingMedia: self.leadingMedia,
            trailing: self.trailing
        )
    }
}
