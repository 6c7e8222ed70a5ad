#import <Cocoa/Cocoa.h>

@interface LogWindowController : NSWindowController
@property (nonatomic, weak) IBOutlet NSTextView *logView;
- (void)appendLine:(NSString *)line isError:(BOOL)isError;
@end
