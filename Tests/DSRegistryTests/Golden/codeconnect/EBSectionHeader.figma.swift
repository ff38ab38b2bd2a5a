// Code Connect for Section Header (eb), design node 18430:2919,
// written by dsreg from the registry in the form of figma/code-connect v1.5.2.
// Regenerate it instead of editing: dsreg codeconnect generate 'Section Header' --system eb --platform swiftui --output DIR

import Figma
import SwiftUI

struct EBSectionHeader_doc: FigmaConnect {
    let component = EBSectionHeader.self
    let figmaNodeUrl = "https://www.figma.com/design/F1le/EB-Design-System?node-id=18430-2919"

    @FigmaString("preamble")
    var preamble: String = ""

    @FigmaString("description")
    var description: String = ""

    @FigmaEnum("leadingMedia", mapping: [
        "icon": EBLeadingMedia.icon,
        "illustration": EBLeadingMedia.illustration,
    ])
    var leadingMedia: EBLeadingMedia? = nil

    // A slot holding Text Button, Icon Button, Badge instances, each connected by its own file; drawn in place, not connected: illustration.
    @FigmaInstance("trailing")
    var trailing: EBHeaderTrailing? = nil

    var body: some View {
        EBSectionHeader(
            title: "title", // no Figma property: an example value
            preamble: self.preamble,
            description: self.description,
            leadingMedia: self.leadingMedia,
            trailing: self.trailing
        )
    }
}
