import Hero
import UIKit

class PlayerViewController: UIViewController {
  @IBOutlet var artwork: UIView!
  @IBOutlet var closeButton: UIButton!

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    hero.isEnabled = true
    hero.modalAnimationType = .push(direction: .up)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    configureHero()
  }
}

extension PlayerViewController {
  func configureHero() {
    artwork.hero.id = "player"
    closeButton.hero.modifiers = [.fade, .rotate(.pi / 2), .whenPresenting(.delay(0.2))]
  }
}
