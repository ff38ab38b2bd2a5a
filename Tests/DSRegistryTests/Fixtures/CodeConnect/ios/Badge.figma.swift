import Figma
import SwiftUI

struct EBBadge_doc: FigmaConnect {
    let component = EBBadge.self
    let figmaNodeUrl = "https://www.figma.com/design/F1le/EB-Design-System?node-id=18431-40"

    var body: some View {
        EBBadge(count: 3)
    }
}
