// The umbrella module: one import for the whole library. It has no code of its own.
@_exported import CollectionData
@_exported import CollectionEngine
@_exported import CollectionGeometry
@_exported import CollectionLayout
@_exported import ViewSystem
@_exported import Foundation
