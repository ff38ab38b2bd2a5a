import SwiftUI

// App code, not Code Connect: the check does not read it.
struct SectionHeaderView: View {
    var body: some View {
        Text("Recent activity \"quoted")
    }
}
