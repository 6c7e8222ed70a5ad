import SwiftUI

/// The account card: a name, a caption and a link, on the card background of the asset catalog.
struct ProfileCard: View {
    var name: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(name)
                .font(.headline)
                .foregroundColor(Color("BodyText"))
            Text("Member since 2019")
                .font(.caption)
                .foregroundStyle(Color("CaptionText"))
            Text("Edit profile")
                .foregroundColor(Color("BrandPrimary"))
        }
        .padding()
        .background(Color("CardBackground"))
    }
}
