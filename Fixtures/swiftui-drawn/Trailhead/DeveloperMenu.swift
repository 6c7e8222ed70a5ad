import SwiftUI

#if DEBUG
struct DeveloperMenu: View {
    var body: some View {
        List {
            Text("Reset onboarding")
                .foregroundColor(.red)
            NavigationLink("Show welcome tour") {
                WelcomeTourView()
            }
        }
    }
}
#endif
