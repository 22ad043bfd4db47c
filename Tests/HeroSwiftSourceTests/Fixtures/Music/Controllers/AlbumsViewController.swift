import Hero
import UIKit

/// The list: its artwork, title and player bar move into the album page and the player.
final class AlbumsViewController: UIViewController {
  @IBOutlet weak var albumArt: UIImageView!
  @IBOutlet weak var titleLabel: UILabel!
  @IBOutlet weak var playerBar: UIView!
  @IBOutlet weak var shuffleButton: UIButton!

  var cellID = "shuffle"

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.hero.isEnabled = true
    navigationController?.hero.navigationAnimationType = .selectBy(presenting: .zoom, dismissing: .zoomOut)
    albumArt.hero.id = "album"
    self.titleLabel.hero.id = "title"
    titleLabel.hero.modifiers = [.fade, .scale(0.5), .translate(y: 100)]
    setUpPlayerBar()
    shuffleButton.hero.id = cellID
    if traitCollection.horizontalSizeClass == .regular {
      albumArt.hero.modifiers = [.arc]
    }
  }

  private func setUpPlayerBar() {
    playerBar.heroID = "player"
    playerBar.heroModifiers = [
      HeroModifier.duration(0.4), .cascade(delta: 0.05, direction: .bottomToTop), .useGlobalCoordinateSpace,
    ]
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    segue.destination.hero.modalAnimationType = .fade
  }
}

extension AlbumsViewController: UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "album", for: indexPath) as! AlbumCell
    cell.artwork.hero.id = "album_\(indexPath.item)"
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
}
