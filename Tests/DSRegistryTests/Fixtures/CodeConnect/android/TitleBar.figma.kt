package com.example.eb.codeconnect

import androidx.compose.runtime.Composable
import com.figma.code.connect.Figma
import com.figma.code.connect.FigmaConnect
import com.figma.code.connect.FigmaProperty
import com.figma.code.connect.FigmaType

@FigmaConnect(url = "https://www.figma.com/design/F1le/EB-Design-System?node-id=18432-7")
class EBTitleBarDoc {
    // Title Bar leads with its title or the brand logo.
    @FigmaProperty(FigmaType.Enum, "leading")
    val leading: EBTitleBarLeading = Figma.mapping(
        "title" to EBTitleBarLeading.Title,
        "logo" to EBTitleBarLeading.Logo,
    )

    @Composable
    fun Example() {
        EBTitleBar(leading = leading)
    }
}
