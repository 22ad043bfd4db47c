import NIOCore

/// Closes a connection whose client has taken none of our bytes for `timeout` while we have some
/// waiting to go (the channel stays unwritable): a client that stopped reading a long response.
/// Hummingbird's idle timeout covers the other cases (nothing sent, or a request's head still not
/// complete), but not a response in progress; with both, every open connection is moving or goes.
final class StalledWriteHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = NIOAny

  let timeout: TimeAmount
  private var closing: Scheduled<Void>?

  init(timeout: TimeAmount) { self.timeout = timeout }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    if context.channel.isWritable {
      stopWatching()
    } else if closing == nil {
      let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
      closing = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
        loopBound.value.close(promise: nil)
      }
    }
    context.fireChannelWritabilityChanged()
  }

  func channelInactive(context: ChannelHandlerContext) {
    stopWatching()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) { stopWatching() }

  private func stopWatching() {
    closing?.cancel()
    closing = nil
  }
}
