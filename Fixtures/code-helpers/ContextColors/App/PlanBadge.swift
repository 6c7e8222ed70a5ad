import SwiftUI

struct PlanBadge: View {
    let title: String

    var body: some View {
        Text(title)
            .foregroundColor(Color(.text, .danger))
            .background(Color(.background, .weak))
    }
}
