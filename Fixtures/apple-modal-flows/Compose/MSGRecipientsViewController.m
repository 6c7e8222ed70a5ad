#import "MSGRecipientsViewController.h"

@implementation MSGRecipientsViewController
@end
