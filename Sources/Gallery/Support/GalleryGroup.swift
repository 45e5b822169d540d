/// The sidebar's headings: the WWDC session each screen comes from, or the part of UIKit it shows.
enum GalleryGroup {
    static let tour2018 = "2018 · A Tour of UICollectionView"
    static let whatsNew2016 = "2016 · What's New in UICollectionView"
    static let compositional2019 = "2019 · Compositional layout"
    static let dataSources2019 = "2019 · Diffable data sources"
    static let lists = "Lists and tables"
    static let views = "Views, controllers and input"
    static let apps = "Apps"
}
