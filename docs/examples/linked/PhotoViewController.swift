import Hero
import UIKit

/// The photo page: the photo is the grid's thumbnail grown; the details and the toolbar come in.
final class PhotoViewController: UIViewController {
  @IBOutlet weak var photo: UIView!
  @IBOutlet weak var details: UIView!
  @IBOutlet weak var toolbar: UIView!

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    hero.isEnabled = true
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    photo.hero.id = "photo"
    details.hero.modifiers = [.translate(y: 100), .fade]
    toolbar.hero.modifiers = [.translate(y: 64)]
  }
}
