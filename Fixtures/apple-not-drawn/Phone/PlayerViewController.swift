import UIKit

final class PlayerViewController: UIViewController {
    @IBOutlet private var repeatButton: UIButton!
    @IBOutlet var queueButton: UIButton!

    private var repeatsTrack = false
    var queue: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        updateRepeat()
        updateQueueCount()
    }

    @IBAction private func shuffleTapped(_ sender: UIButton) {
        queue.shuffle()
    }

    private func updateRepeat() {
        repeatButton.isSelected = repeatsTrack
        repeatButton.setImage(UIImage(systemName: repeatsTrack ? "repeat.1" : "repeat"), for: .normal)
    }
}
