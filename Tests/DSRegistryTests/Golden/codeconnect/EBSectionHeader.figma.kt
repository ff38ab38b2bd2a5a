// Code Connect for Section Header (eb), design node 18430:2919,
// written by dsreg from the registry in the form of figma/code-connect v1.5.2.
// Regenerate it instead of editing: dsreg codeconnect generate 'Section Header' --system eb --platform compose --output DIR

import androidx.compose.runtime.Composable
import com.figma.code.connect.Figma
import com.figma.code.connect.FigmaConnect
import com.figma.code.connect.FigmaProperty
import com.figma.code.connect.FigmaType

@FigmaConnect(url = "https://www.figma.com/design/F1le/EB-Design-System?node-id=18430-2919")
class EBSectionHeaderDoc {
    @FigmaProperty(FigmaType.Text, "preamble")
    val preamble: String = ""

    @FigmaProperty(FigmaType.Text, "description")
    val description: String = ""

    @FigmaProperty(FigmaType.Enum, "leadingMedia")
    val leadingMedia: EBLeadingMedia? = Figma.mapping(
        "icon" to EBLeadingMedia.icon,
        "illustration" to EBLeadingMedia.illustration,
    )

    // A slot holding Text Button, Icon Button, Badge instances, each connected by its own file; drawn in place, not connected: illustration.
    @FigmaProperty(FigmaType.Instance, "trailing")
    val trailing: EBHeaderTrailing? = null

    @Composable
    fun Example() {
        EBSectionHeader(
            title = "title", // no Figma property: an example value
            preamble = preamble,
            description = description,
            leadingMedia = leadingMedia,
            trailing = trailing
        )
    }
}
