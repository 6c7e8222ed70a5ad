#import <Cocoa/Cocoa.h>

@interface AttachmentsViewController : NSViewController
@property (nonatomic, copy) NSArray<NSString *> *names;
@end
