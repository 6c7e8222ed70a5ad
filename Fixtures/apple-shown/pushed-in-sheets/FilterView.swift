import SwiftUI

struct FilterView: View {
    var body: some View {
        NavigationStack {
            Form {
                NavigationLink {
                    RuleEditor()
                } label: {
                    Text("Rules")
                }
            }
        }
    }
}

struct RuleEditor: View {
    var body: some View {
        Form {
            Text("Match all rules")
                .foregroundColor(.yellow)
        }
    }
}
