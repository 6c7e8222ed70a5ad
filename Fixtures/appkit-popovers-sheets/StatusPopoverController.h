#import <Cocoa/Cocoa.h>

@interface StatusPopoverController : NSViewController
@end
