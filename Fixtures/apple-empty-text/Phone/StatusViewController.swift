import SwiftUI
import UIKit

final class StatusViewController: UIViewController {
    @IBOutlet private var statusLabel: UILabel!
    @IBOutlet private var spareLabel: UILabel!
    @IBOutlet private var countLabel: UILabel!

    var store = SyncStore()

    override func viewDidLoad() {
        super.viewDidLoad()
        // A value Legible cannot evaluate: the label is given text.
        statusLabel.text = store.lastStatus
        // Only a color: the spare label stays empty.
        spareLabel.textColor = .darkGray
        countLabel.setValue(store.count.formatted(), forKey: "text")
        let badge = UIHostingController(rootView: BadgeView())
        addChild(badge)
    }
}

struct SyncStore {
    var lastStatus = "Synced"
    var count = 3
}

struct BadgeView: View {
    var body: some View {
        VStack {
            Text("")
                .foregroundColor(.orange)
            Text("New")
                .foregroundColor(.blue)
        }
    }
}
