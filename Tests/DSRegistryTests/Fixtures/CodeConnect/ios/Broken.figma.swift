import Figma
import SwiftUI

// Half-written: the URL string is never closed.
struct EBIcon_doc: FigmaConnect {
    let component = EBIcon.self

    @FigmaString("name")
    let figmaNodeUrl = "https://www.figma.com/design/F1le/EB?node-id=1-2
    var name: String = ""
}
