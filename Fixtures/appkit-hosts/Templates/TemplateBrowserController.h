#import <Cocoa/Cocoa.h>

@interface TemplateBrowserController : NSViewController
- (void)showWelcomeOnce;
@end
