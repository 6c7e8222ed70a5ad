#import <Cocoa/Cocoa.h>

NS_ASSUME_NONNULL_BEGIN

/// A label that opens its URL when clicked.
@interface TemplateLinkField : NSTextField
@end

NS_ASSUME_NONNULL_END
